import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

NO_VULKAN = "no Vulkan driver found: apt-get install mesa-vulkan-drivers"


@pytest.fixture(scope="session")
def vulkan_device_count() -> int:
    """How many Vulkan devices IREE finds. Without any, the test is skipped with one line saying
    what to install, except under CI=true, where a missing driver fails the test (CI must run it)."""
    from shardflow.runtime.device import vulkan_devices
    from shardflow.runtime.errors import GroupError

    try:
        return len(vulkan_devices())
    except GroupError as e:
        detail = f"{NO_VULKAN} ({e})"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"CI=true: {detail}", pytrace=False)
        pytest.skip(NO_VULKAN)


@pytest.fixture
def requires_vulkan(vulkan_device_count) -> int:
    """Use in a test that needs a Vulkan device (see `vulkan_device_count`)."""
    return vulkan_device_count
