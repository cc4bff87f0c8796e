"""shardflow compiler: trace, shard, partition and compile programs for device groups."""
from shardflow.runtime.errors import GroupError, InputError, SaveError, ShardflowError, ShardingError  # noqa: F401
from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding
from shardflow.runtime.device import Device  # noqa: F401

from . import ops  # noqa: F401  (registers the rule table)
from .functional import *  # noqa: F401,F403
from .functional import slice  # noqa: F401,A004
from .ir import Graph, Op, TensorType, Value  # noqa: F401
from .ops.registry import OpError  # noqa: F401
from .reference import evaluate  # noqa: F401
from .trace import Spec, Tensor, TraceError, trace  # noqa: F401
from .driver import CompiledProgram, compile, compile_graph  # noqa: F401,A004
from .compile_cache import set_compile_cache  # noqa: F401,E402
from .passes.partition import partition  # noqa: F401
from .passes.propagate import propagate  # noqa: F401
from .autodiff import grad, value_and_grad  # noqa: F401,E402
from .visualize import visualize  # noqa: F401,E402
from .control_flow import cond, fori_loop, switch, while_loop  # noqa: F401,E402
from shardflow.runtime.errors import QuantizationError  # noqa: F401,E402
from shardflow.runtime.quantization import QuantizedArray, QuantScheme, quantize_array  # noqa: F401,E402
from .quantized import QuantizationWarning, QuantizedSpec, QuantizedTensor, dequantize, quantize  # noqa: F401,E402
from .manual import (all_gather, all_to_all, axis_index, pmax, pmin, ppermute, psum, psum_scatter,  # noqa: F401,E402
                     shard_map)
from .auto_shard import AutoShardError, AutoShardReport, CostModel  # noqa: F401,E402
