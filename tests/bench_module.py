"""Loading a `bench/` script as a module in a test (the scripts are not a package)."""
import contextlib
import importlib.util
import os
import sys

BENCH_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench")


@contextlib.contextmanager
def bench_module(script: str):
    """`bench/<script>` as a module, registered in sys.modules while in use (dataclasses look their
    module up there)."""
    name = "bench_" + os.path.splitext(script)[0]
    spec = importlib.util.spec_from_file_location(name, os.path.join(BENCH_DIR, script))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.modules.pop(name, None)
