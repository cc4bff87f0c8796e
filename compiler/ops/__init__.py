"""The op rule table: one entry per op kind, holding shape, reference, sharding-factor and vjp rules.

Importing this package registers every op.
"""
from .. import dtypes as _dtypes
from . import registry  # noqa: F401
from . import elementwise, structural, contraction, collectives, indexing, random, window, halo_window, manual  # noqa: F401  (registration side effects)
from . import convolution  # noqa: F401,E402
from . import control  # noqa: F401,E402  (while, case)
from . import precision, scatter, select_and_scatter, sort, barrier  # noqa: F401
from .registry import OPS, FactorRule, OpDef, OpError, get, infer_types  # noqa: F401

for _kind, _mode in {"add": "all", "subtract": "all", "negate": "all", "reshape": "all", "transpose": "all",
                     "slice": "all", "concatenate": "all", "reduce": "all", "broadcast_in_dim": "all",
                     "multiply": "one", "dot_general": "one"}.items():
    OPS[_kind].partial_linear = _mode
# x / y is linear in x for floats only: integer division truncates, and sum(trunc) != trunc(sum)
OPS["divide"].partial_linear = lambda types, attrs: "first" if _dtypes.is_float(types[0].dtype) else None
