"""Exception types shared by the whole package.

They live in the runtime so that a deployed program (runtime only) raises the same types as the
compiler does; `shardflow.compiler` re-exports them.
"""


class ShardflowError(Exception):
    """Base of every error shardflow raises on purpose."""


class GroupError(ShardflowError):
    """A device group cannot be formed (no devices, an unsupported device, no common dtype, ...)."""


class ShardingError(ShardflowError):
    """A sharding is invalid for its tensor or mesh, or a reshard was refused."""


class InputError(ShardflowError):
    """Arguments given to a compiled or loaded program do not match its signature."""


class LoadError(ShardflowError):
    """A saved module cannot be loaded onto the given group."""


class SaveError(ShardflowError, OSError):
    """A compiled module cannot be written where the user asked (no such folder, a directory, no permission)."""


def no_keyword_inputs(kwargs: dict) -> None:
    """Compiled programs take their inputs by position (the order of the traced function's arguments
    or the module's parameters); a keyword argument is a mistake worth naming."""
    if kwargs:
        names = ", ".join(f"{k}=" for k in kwargs)
        raise InputError(f"compiled programs take their inputs by position, in the order of the program's "
                         f"parameters; got keyword argument(s) {names}: pass them positionally")


class DeviceMemoryError(ShardflowError):
    """A device ran out of memory running a program (its buffers exceed what the device holds)."""


class QuantizationError(ShardflowError, ValueError):
    """A quantization scheme is malformed or does not fit its tensor, or a quantized tensor was misused."""
