"""Element types (defined in the runtime so a deployed program needs no compiler)."""
from shardflow.runtime.dtypes import *  # noqa: F401,F403
from shardflow.runtime.dtypes import ALL, FLOATS, INTS, NUMPY, SIGNED, UNSIGNED, DTypeError  # noqa: F401
