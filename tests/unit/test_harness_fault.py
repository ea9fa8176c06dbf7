"""An error a driver caught is the converter's result unless the harness's own call or the environment made it."""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable

import pytest

from harness.convert.common import Boundary, HarnessFault, fault
from harness.convert.rejection import of as rejection_of
from harness.normalize.locations import HARNESS_DIR
from harness.spec import as_input_sets

NOTHING_OWN = Boundary(packages=frozenset({"harness"}))


def caught(call: Callable[..., object], *arguments: object) -> BaseException:
    try:
        call(*arguments)
    except Exception as exc:  # noqa: BLE001 - whatever it raises is the subject
        return exc
    raise AssertionError("it did not raise")


def test_a_call_error_raised_in_the_harnesss_own_frame_is_the_harnesss() -> None:
    """A call the harness makes wrong (``as_input_sets(5)``) fails in the harness, named by its relative file and
    function; the same frame is the converter's when its ``own_code`` holds the file."""
    miscalled = caught(as_input_sets, 5)
    why = fault(miscalled, NOTHING_OWN)
    assert why is not None and why.startswith("failed in the harness (harness/spec.py:as_input_sets): TypeError: ")
    assert HARNESS_DIR not in why
    assert fault(miscalled, Boundary(own_code=(os.path.join(HARNESS_DIR, "spec.py"),))) is None
    assert fault(miscalled, Boundary(own_code=(HARNESS_DIR + os.sep,))) is None


def test_an_error_raised_outside_the_harness_or_not_by_a_call_is_the_converters() -> None:
    assert fault(caught(int, "x"), NOTHING_OWN) is None  # raised in C, from this test's frame
    assert fault(caught(lambda: {}["absent"]), NOTHING_OWN) is None  # a call error, in no harness frame
    assert fault(ValueError("a rejection, never raised"), NOTHING_OWN) is None  # no traceback at all


def test_a_module_missing_is_the_environments_unless_the_case_or_the_framework_names_it() -> None:
    missing = caught(importlib.import_module, "absl_absent_here")
    why = fault(missing, NOTHING_OWN)
    assert why is not None and why.startswith("the environment lacks module 'absl_absent_here'")
    assert why.endswith("install it beside the framework")
    assert fault(missing, Boundary(packages=frozenset({"absl_absent_here"}))) is None
    try:
        try:
            importlib.import_module("absl_absent_here.sub")
        except ImportError as exc:
            raise RuntimeError("jax.export needs it") from exc
    except RuntimeError as wrapped:
        assert (fault(wrapped, NOTHING_OWN) or "").startswith("the environment lacks module 'absl_absent_here")


def test_a_rejection_refuses_what_is_not_the_converters() -> None:
    with pytest.raises(HarnessFault, match=r"^failed in the harness \(harness/spec\.py:as_input_sets\)"):
        rejection_of("trace", caught(as_input_sets, 5))
    assert rejection_of("trace", caught(int, "x")).startswith("step: trace\nValueError: invalid literal for int()")
