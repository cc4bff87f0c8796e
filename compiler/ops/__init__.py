"""The op rule table: one record per op kind (registry.OpDef), holding everything the engines do with
the op: shape, reference, sharding factors, vjp, StableHLO form, padding and partitioning rules.
Each module registers its ops' records whole.

Importing this package registers every op.
"""
from . import registry  # noqa: F401
from . import elementwise, structural, contraction, collectives, indexing, random, window, halo_window, manual  # noqa: F401  (registration side effects)
from . import convolution  # noqa: F401,E402
from . import control  # noqa: F401,E402  (while, case)
from . import precision, scatter, select_and_scatter, sort, barrier, special, transcendental, opaque  # noqa: F401
from . import complex_numbers  # noqa: F401,E402
from . import float8  # noqa: F401,E402  (last: f8 forms for IREE over every op registered above)
from .registry import OPS, FactorRule, OpDef, OpError, gate_complex, get, infer_types  # noqa: F401

gate_complex()   # (complex_numbers.TAKES_COMPLEX names the ops complex values pass through)

