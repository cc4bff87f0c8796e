"""Devices and groups: construction, the seed semantics of `init()`, and every GroupError."""
import ast
import pathlib
import pickle

import pytest

from shardflow.runtime import Device, Group, GroupError, Mesh
from shardflow.runtime import device as device_mod


def cpus(n, **kw):
    return [Device.cpu(i, **kw) for i in range(n)]


# -- Device ---------------------------------------------------------------------------------------

def test_device_values_and_repr():
    assert Device.cpu(0) == Device.cpu(0) == Device("cpu", 0)
    assert hash(Device.cpu(0)) == hash(Device("cpu", 0))
    assert Device.cpu(0) != Device.cpu(1)
    assert Device.cpu(0) != Device.cpu(0, driver="local-sync")
    assert repr(Device.cpu(0)) == "Device.cpu(0)"
    assert repr(Device.cuda(1)) == "Device.cuda(1)"
    assert repr(Device.vulkan(2)) == "Device.vulkan(2)"
    assert repr(Device.hip(3)) == "Device.hip(3)"
    assert repr(Device.cpu(1, driver="local-sync")) == "Device.cpu(1, driver='local-sync')"
    assert repr(Device("tpu", 0)) == "Device('tpu', 0)"
    assert Device.cpu(0).driver == "local-task" and Device.cuda(0).driver == "cuda"
    d = Device.cpu(2, driver="local-sync").with_defaults(float=("bf16", "f32")).with_quantization("int8")
    assert eval(repr(d), {"Device": Device}) == d
    assert pickle.loads(pickle.dumps(d)) == d
    assert len({Device.cpu(0), Device.cpu(0), Device.cpu(1)}) == 2


def test_device_configured_defaults():
    assert Device.cpu(0).default_dtypes == {"float": ("f32", "f16", "bf16"), "int": ("i32", "i64")}
    d = Device.cpu(0).with_defaults(float=("bf16", "f32"))
    assert d.default_dtypes["float"] == ("bf16", "f32")
    assert d.default_dtypes["int"] == ("i32", "i64")  # untouched kinds keep their defaults
    assert Device.cpu(0, default_dtypes={"int": "i64"}).default_dtypes["int"] == ("i64",)
    assert "bf16" not in Device.vulkan(0).supported_dtypes and "f16" not in Device.vulkan(0).supported_dtypes
    # The backend's preferences only keep what a device says it supports.
    assert Device.cpu(0, supported_dtypes={"f16", "i32"}).default_dtypes == {"float": ("f16",), "int": ("i32",)}


@pytest.mark.parametrize("make, match", [
    (lambda: Device.cpu(-1), "non-negative integer"),
    (lambda: Device.cpu(1.5), "non-negative integer"),
    (lambda: Device.cuda(True), "non-negative integer"),
    (lambda: Device.cpu(0, driver="cuda"), r"local-task.*local-sync.*'cuda'"),
    (lambda: Device.cpu(0, default_dtypes={"complex": ("c64",)}), "unknown dtype kind 'complex'"),
    (lambda: Device.cpu(0).with_defaults(float=("i32",)), "'i32' is not a float dtype"),
    (lambda: Device.cpu(0).with_defaults(float=()), "at least one"),
    (lambda: Device.vulkan(0).with_defaults(float=("bf16",)), "does not support bf16"),
    (lambda: Device.cpu(0, supported_dtypes={"f8"}), r"unknown dtype name.*'f8'"),
    (lambda: Device.cpu(0, quantization=""), "quantization"),
])
def test_device_config_errors(make, match):
    with pytest.raises(GroupError, match=match):
        make()


# -- groups -----------------------------------------------------------------------------------------

def test_group_basics():
    g = Device.group_options(cpus(4)).init()
    assert isinstance(g, Group) and g.is_group
    assert g.members == tuple(cpus(4))
    assert g.mesh == {"model": 4}  # default: one axis named model
    assert g.topology == Mesh.of({"model": 4})
    assert g.backend == "cpu" and g.size == len(g) == 4 and list(g) == cpus(4)
    assert g.default_dtype("float") == "f32" and g.default_dtype("int") == "i32"
    assert g.quantization is None and not g.mixed_runtimes
    assert "Device.cpu(3)" in repr(g) and "'model': 4" in repr(g)
    g.mesh["model"] = 9  # a copy: the group is not changed
    assert g.mesh == {"model": 4}
    with pytest.raises(GroupError, match="unknown dtype kind"):
        g.default_dtype("complex")


def test_every_init_is_a_new_distinct_group():
    opts = Device.group_options(cpus(2))
    a, b = opts.init(), opts.init()
    c = Device.group_options(cpus(2)).init()
    assert len({a.id, b.id, c.id}) == 3
    assert a != b and a != c and b != c and a == a
    assert len({a, b, c}) == 3
    assert a.members == b.members == c.members


def test_group_options_accepts_any_iterable():
    g = Device.group_options(Device.cpu(i) for i in range(3)).init()
    assert g.members == tuple(cpus(3))


def test_mesh_shapes():
    g = Device.group_options(cpus(4)).mesh(data=2, model=2).init()
    assert g.mesh == {"data": 2, "model": 2} and list(g.mesh) == ["data", "model"]
    assert Device.group_options(cpus(6)).mesh({"x": 3, "y": 2}).init().mesh == {"x": 3, "y": 2}
    assert Device.group_options(cpus(2)).mesh(Mesh.of({"batch": 2})).init().mesh == {"batch": 2}
    assert Device.group_options(cpus(1)).init().mesh == {"model": 1}


@pytest.mark.parametrize("mesh, match", [
    (dict(data=2, model=3), r"\{'data': 2, 'model': 3\} has 6 positions but the group has 4 members"),
    (dict(model=2), "must multiply to 4"),
    (dict(model=0), "'model' has size 0"),
    (dict(model=True), "positive integers"),
    (dict(), "at least one axis"),
])
def test_mesh_errors(mesh, match):
    with pytest.raises(GroupError, match=match):
        Device.group_options(cpus(4)).mesh(**mesh).init()


def test_mesh_dict_and_keywords_together():
    with pytest.raises(GroupError, match="not both"):
        Device.group_options(cpus(4)).mesh({"a": 2}, b=2)


# -- default dtypes -----------------------------------------------------------------------------------

def test_default_dtype_follows_member_order_and_support():
    no_bf16 = Device.cpu(1, supported_dtypes={"f32", "f16", "i32", "i64", "i1"})
    likes_bf16 = Device.cpu(0).with_defaults(float=("bf16", "f16", "f32"))
    # member 0 prefers bf16, member 1 cannot run it: the next of member 0's preferences wins
    assert Device.group_options([likes_bf16, no_bf16]).init().default_dtype("float") == "f16"
    # member order decides: member 0's first choice that everyone supports
    a = Device.cpu(0).with_defaults(float=("f16", "f32"))
    b = Device.cpu(1).with_defaults(float=("f32", "f16"))
    assert Device.group_options([a, b]).init().default_dtype("float") == "f16"
    assert Device.group_options([b, a]).init().default_dtype("float") == "f32"
    # member 0's list is exhausted: member 1's preferences are walked next
    only_bf16 = Device.cpu(0).with_defaults(float=("bf16",))
    f16_first = Device.cpu(1, supported_dtypes={"f16", "f32", "i32"}).with_defaults(float=("f16",))
    g = Device.group_options([only_bf16, f16_first]).init()
    assert g.default_dtype("float") == "f16" and g.default_dtype("int") == "i32"
    assert g.default_dtypes == {"float": "f16", "int": "i32"}


def test_no_common_dtype():
    a = Device.cpu(0, supported_dtypes={"bf16", "i32"})
    b = Device.cpu(1, supported_dtypes={"f16", "i32"})
    with pytest.raises(GroupError, match=r"no float dtype every member supports.*Device.cpu\(0"):
        Device.group_options([a, b]).init()
    c = Device.cpu(1, supported_dtypes={"bf16", "i64"})
    with pytest.raises(GroupError, match="no int dtype every member supports"):
        Device.group_options([a, c]).init()


# -- other runtimes, backends, quantization ------------------------------------------------------------

def test_local_task_and_local_sync_form_a_group():
    g = Device.group_options([Device.cpu(0), Device.cpu(1, driver="local-sync")]).init()
    assert g.backend == "cpu" and g.drivers == ("local-task", "local-sync") and g.mixed_runtimes


def test_same_ordinal_on_both_cpu_runtimes_are_different_devices():
    g = Device.group_options([Device.cpu(0), Device.cpu(0, driver="local-sync")]).init()
    assert len(g) == 2


def test_errors_no_devices():
    with pytest.raises(GroupError, match="at least one device"):
        Device.group_options([]).init()
    with pytest.raises(GroupError, match="takes a list of devices"):
        Device.group_options(Device.cpu(0))
    with pytest.raises(GroupError, match="takes a list of devices"):
        Device.group_options(None)


def test_mixed_backends_form_one_group():
    members = [Device.cpu(0), Device.vulkan(0), Device.cuda(0), Device.cpu(1, driver="local-sync"), Device.hip(0)]
    g = Device.group_options(members).init()
    assert g.members == tuple(members) and g.size == 5
    assert g.backends == ("cpu", "vulkan", "cuda", "cpu", "hip")
    assert g.backend == "mixed" and g.mixed_backends and g.mixed_runtimes
    assert g.drivers == ("local-task", "vulkan", "cuda", "local-sync", "hip")
    same = Device.group_options([Device.vulkan(0), Device.vulkan(1)]).init()
    assert same.backend == "vulkan" and same.backends == ("vulkan", "vulkan") and not same.mixed_backends
    # CPU on both runtimes is one backend: mixed runtimes, not mixed backends
    cpu = Device.group_options([Device.cpu(0), Device.cpu(1, driver="local-sync")]).init()
    assert cpu.backend == "cpu" and not cpu.mixed_backends and cpu.mixed_runtimes
    # the same ordinal on two backends is two devices
    assert len(Device.group_options([Device.cpu(0), Device.vulkan(0)]).init()) == 2


def test_mixed_groups_keep_the_default_dtype_rule():
    # member order decides: the CPU's first float that Vulkan supports (bf16 and f16 are not)
    g = Device.group_options([Device.cpu(0).with_defaults(float=("bf16", "f16", "f32")), Device.vulkan(0)]).init()
    assert g.default_dtypes == {"float": "f32", "int": "i32"}
    # the CPU prefers i64 but Vulkan lacks it
    g = Device.group_options([Device.cpu(0).with_defaults(int=("i64", "i32")), Device.vulkan(0)]).init()
    assert g.default_dtype("int") == "i32"
    # a Vulkan device that says it runs f16 (a tuned target) and prefers it, first in member order
    v16 = Device.vulkan(0, supported_dtypes={"f32", "f16", "i32", "i1"}).with_defaults(float=("f16", "f32"))
    assert Device.group_options([v16, Device.cuda(0)]).init().default_dtype("float") == "f16"
    assert Device.group_options([Device.cuda(0), v16]).init().default_dtype("float") == "f32"
    with pytest.raises(GroupError, match=r"no float dtype every member supports.*Device.vulkan\(1\): \['f32'\]"):
        Device.group_options([Device.cpu(0, supported_dtypes={"bf16", "i32"}), Device.vulkan(1)]).init()
    # member 0's list is exhausted: Vulkan's own preference is walked next
    assert Device.group_options([Device.cpu(0).with_defaults(float=("bf16",)),
                                 Device.vulkan(1)]).init().default_dtype("float") == "f32"


def test_check_dtypes_names_the_first_member_lacking_one():
    g = Device.group_options([Device.cpu(0), Device.vulkan(1), Device.vulkan(2)]).init()
    g.check_dtypes(["f32", "i32", "i1", "ui32"])
    g.check_dtypes("f32")
    g.check_dtypes(iter(()))
    with pytest.raises(GroupError, match=r"^Device.vulkan\(1\) does not support i64, supported: f32, i1, i32, i8, "
                                         r"ui32, ui8 \(member 1 of group #\d+;"):
        g.check_dtypes(["f32", "i64"])
    with pytest.raises(GroupError, match=r"^Device.vulkan\(1\) does not support bf16, f16, supported"):
        g.check_dtypes(("bf16", "f32", "f16", "bf16"))
    with pytest.raises(GroupError, match=r"^Device.vulkan\(1\) does not support f64"):
        g.check_dtypes(["f64"])
    with pytest.raises(GroupError, match=r"unknown dtype name\(s\) \['c64'\]"):
        g.check_dtypes(["f32", "c64"])
    few = Device.cpu(1, supported_dtypes={"f32", "i32"})
    with pytest.raises(GroupError, match=r"Device.cpu\(1, supported_dtypes=\['f32', 'i32'\]\) does not support i1"):
        Device.group_options([Device.cpu(0), few]).init().check_dtypes(["f32", "i1"])


def test_physical_devices_without_vulkan_touch_no_hardware():
    g = Device.group_options([Device.cpu(0), Device.cpu(1), Device.cuda(1), Device.hip(3)]).init()
    assert g.physical_devices() == (0, 0, 1, 3)


@pytest.mark.parametrize("bad, shown", [
    (Device("tpu", 0), r"Device\('tpu', 0\)"),
    ("cpu:0", r"'cpu:0' \(a str, not a Device\)"),
    (0, r"0 \(a int, not a Device\)"),
])
def test_errors_unsupported_kind(bad, shown):
    with pytest.raises(GroupError, match=f"unsupported device kind: {shown}; supported kinds are cpu, cuda, hip, vulkan"):
        Device.group_options([Device.cpu(0), bad]).init()


def test_errors_duplicate_member():
    with pytest.raises(GroupError, match=r"Device.cpu\(1\) appears twice"):
        Device.group_options([Device.cpu(0), Device.cpu(1), Device.cpu(1)]).init()
    with pytest.raises(GroupError, match="appears twice"):  # same device, other dtype configuration
        Device.group_options([Device.cuda(0), Device.cuda(0).with_defaults(float=("f16",))]).init()


def test_errors_quantize_differently():
    same = Device.group_options(cpus(2, quantization="int8-per-channel")).init()
    assert same.quantization == "int8-per-channel"
    with pytest.raises(GroupError, match=r"quantize differently.*Device.cpu\(1\): None"):
        Device.group_options([Device.cpu(0, quantization="int8-per-channel"), Device.cpu(1)]).init()
    with pytest.raises(GroupError, match="same quantization"):
        Device.group_options([Device.cpu(0).with_quantization("int8-per-channel"),
                              Device.cpu(1).with_quantization("int8-per-block-32")]).init()
    # the same scheme under two names is one scheme; an unknown scheme is refused at the device
    assert Device.group_options([Device.cpu(0, quantization="int8"),
                                 Device.cpu(1, quantization="int8-per-channel")]).init().quantization == "int8"
    with pytest.raises(GroupError, match="unknown quantization scheme 'int4-per-group'"):
        Device.cpu(1).with_quantization("int4-per-group")


def test_gpu_groups_validate_without_hardware():
    g = Device.group_options([Device.cuda(i) for i in range(2)]).init()
    assert g.backend == "cuda" and g.default_dtype("float") == "f32"
    v = Device.group_options([Device.vulkan(0)]).init()
    assert v.default_dtype("int") == "i32"


def test_vulkan_baseline_dtypes():
    """IREE's default Vulkan target: no bf16, no 64-bit integers, and no f16 (computed wrong in 3.13);
    8-bit types with the 8-bit features shardflow adds (iree_driver.VULKAN_8BIT_FEATURES)."""
    v = Device.vulkan(0)
    assert v.supported_dtypes == {"f32", "i8", "i32", "i1", "ui8", "ui32"}
    assert v.default_dtypes == {"float": ("f32",), "int": ("i32",)}
    assert {"ui8", "ui32", "ui64"} <= Device.cpu(0).supported_dtypes


# -- the group limit ------------------------------------------------------------------------------------

@pytest.fixture
def registry():
    previous = device_mod._reset_group_registry_for_tests(device_mod.groups_registered())
    yield device_mod
    device_mod._reset_group_registry_for_tests(previous)


def test_the_65537th_group_is_refused(registry):
    assert registry.MAX_GROUPS == 65536
    registry._reset_group_registry_for_tests(65534)
    opts = Device.group_options(cpus(1))
    assert opts.init().id == 65534
    assert opts.init().id == 65535  # the 65,536th
    with pytest.raises(GroupError, match="too many device groups.*65536"):
        opts.init()
    assert registry.groups_registered() == 65536


def test_65536_real_inits_fit(registry):
    registry._reset_group_registry_for_tests(0)
    opts = Device.group_options(cpus(1))
    ids = {opts.init().id for _ in range(65536)}
    assert len(ids) == 65536
    with pytest.raises(GroupError, match="too many device groups"):
        opts.init()


# -- IREE devices -----------------------------------------------------------------------------------------

def test_device_module_imports_iree_lazily():
    """Devices and groups must work where IREE is never touched (e.g. compiling for a GPU elsewhere)."""
    tree = ast.parse(pathlib.Path(device_mod.__file__).read_text())
    top = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    names = [a.name for n in top for a in n.names] + [n.module or "" for n in top if isinstance(n, ast.ImportFrom)]
    assert not any(name.startswith("iree") for name in names)


def test_mixed_cpu_runtimes_create_their_hal_devices():
    import iree.runtime as rt

    g = Device.group_options([Device.cpu(0), Device.cpu(1, driver="local-sync")]).init()
    with g:
        devs = g.hal_devices()
        assert len(devs) == 2 and all(isinstance(d, rt.HalDevice) for d in devs)
        assert devs[0] is not devs[1]
        assert g.hal_devices()[0] is devs[0]  # cached
        del devs
    assert g._hal is None


def test_same_driver_members_get_their_own_hal_devices():
    g = Device.group_options(cpus(3)).init()
    devs = g.hal_devices()
    assert len({id(d) for d in devs}) == 3
    del devs
    g.close()


def test_unavailable_gpu_is_a_group_error():
    import iree.runtime as rt

    try:
        rt.get_driver("cuda").create_device_by_uri("cuda://0")
        pytest.skip("a CUDA device is available here")
    except Exception:
        pass
    g = Device.group_options([Device.cuda(0)]).init()
    with pytest.raises(GroupError, match=r"could not create Device.cuda\(0\) with IREE driver 'cuda'"):
        g.hal_devices()
