"""Auto-sharding: choose every value's layout from a mesh and a memory budget, and explain why.

strategies.py enumerates each op's strategies from its FactorRule, costs.py prices compute and
reshards (the reshard planner's bytes), solver.py picks one strategy per op with a MILP (HiGHS via
scipy) and reports the choice with the runner-ups it beat.
"""
from .budget import MemoryBudgetError, parse_budget
from .costs import CostModel
from .solver import AutoShardError, AutoShardReport, auto_shard

__all__ = ["AutoShardError", "AutoShardReport", "CostModel", "MemoryBudgetError", "auto_shard", "parse_budget"]
