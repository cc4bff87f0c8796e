"""Command-line tools: `shardflow-opt` (pass runner that prints MLIR, for lit tests) and friends."""
