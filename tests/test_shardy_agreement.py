"""Issue 11, "--propagate gives the shardings Shardy gives": every JAX-exported Shardy module in
tests/data/jax, printed by `shardflow-opt --propagate`, is compared line by line with what jaxlib
0.10.2's own sdy-propagation-pipeline printed for it (stored by
tests/data/jax/make_sdy_propagated.py; bench/shardy_agreement.py prints the same comparison as a
table). The modules still printed otherwise are listed with why; each is expected to differ, so
one that starts to agree fails here until it is taken off the list."""
import pytest

from bench_module import bench_module

with bench_module("shardy_agreement.py") as agreement:
    NAMES = agreement.names()

#: module -> what shardflow still prints otherwise than Shardy
DIFFERENT = {
    "scan_train": "call deduplication inside a loop body names and reshards otherwise",
    "solve_inv_det": "jaxlib prints 10 of the module's 14 functions, in another order: its call deduplication merges "
                     "@solve_1 and @_lu_solve_2 into @solve and @_lu_solve, and @inv and @det are not printed",
    "lu_and_upper_cholesky": "a loop nothing reads whose body calls a function (lu_factor's unused permutation) "
                             "stays in MLIR (a call may act); shardflow drops it",
    "exported_composites": "jax.export's form: shardflow prints a composite's decomposition after the entry function, "
                           "a reduce_window's default attributes, and comparators whose constants were moved out "
                           "written anew with their own; jaxlib prints them where and as they were read",
}


def test_every_listed_module_is_stored():
    assert sorted(set(DIFFERENT) - set(NAMES)) == []


@pytest.mark.parametrize("name", NAMES)
def test_propagate_prints_what_shardy_prints(name):
    with bench_module("shardy_agreement.py") as agreement:
        diff = agreement.differences(name)
    if name in DIFFERENT:
        assert diff, f"{name} now prints as Shardy does: take it off DIFFERENT"
    else:
        assert diff == [], f"{name}: Shardy's lines (-) and shardflow's (+):\n" + "\n".join(diff[:40])
