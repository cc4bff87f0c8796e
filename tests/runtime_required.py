"""A real runtime (Vulkan driver, MPI, Chromium, an optional package) a test needs.

Missing one is a skip whose one line says what to install, except under CI=true, where it fails
the test: CI must run every real runtime, so a missing one there is a broken set-up.
"""
import os

import pytest


def missing(detail: str, *, ci_detail: str | None = None):
    """Skip with `detail`, or fail under CI=true (with `ci_detail` when given)."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI=true: {ci_detail or detail}", pytrace=False)
    pytest.skip(detail)
