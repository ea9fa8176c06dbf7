"""The doctests of the modules these tests share (which environment they are in, the fork servers they share)."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

import helpers
import shared_servers


@pytest.mark.parametrize("module", [helpers, shared_servers], ids=lambda module: module.__name__)
def test_doctests(module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0, result
