"""shardflow runtime: device groups, shardings and running compiled multi-device modules.

Imports only numpy, ml_dtypes and iree.runtime; never the compiler.
"""
from .device import Device, Group, GroupOptions
from .errors import (DeviceMemoryError, GroupError, InputError, LoadError, QuantizationError, SaveError,
                     ShardflowError, ShardingError)
from .mesh import Mesh
from .program import Program, load
from .quantization import QuantizedArray, QuantScheme, quantize_array
from .sharded_array import LocalShards, ShardedArray
from .sharding import Sharding
from .visualize import visualize

__all__ = ["Device", "DeviceMemoryError", "Group", "GroupError", "GroupOptions", "InputError", "LoadError", "LocalShards", "Mesh", "Program",
           "QuantScheme", "QuantizationError", "QuantizedArray", "quantize_array", "SaveError",
           "ShardedArray", "ShardflowError", "Sharding", "ShardingError", "load", "visualize"]
