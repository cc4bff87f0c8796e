"""Input checking shared with the runtime."""
from shardflow.runtime.inputs import check_inputs  # noqa: F401
