"""Every committed AutoGraph pass walk is the pipeline tf.function runs: it ends in ``converted.py``, with its options."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from harness.convert.autograph.passes import RENAME
from harness.convert.passlog import final, read
from harness.corpus.discovery import case_files, discover, module_key
from harness.store.layout import is_pending
from helpers import COMMITTED_SNAPSHOTS, CONVERTERS, REPOSITORY

BASELINES = sorted((COMMITTED_SNAPSHOTS / "autograph").glob("tensorflow-*"))


def requested_features() -> dict[tuple[str, str], tuple[str, ...]]:
    """(case file key, case name) → the AutoGraph features the case asks for, read from the corpus."""
    cases_dir = REPOSITORY / "cases"
    found = {}
    for path in case_files(cases_dir):
        info = discover(path, CONVERTERS)
        assert info.error is None, f"{path}: {info.error}"
        for case in info.cases:
            if "autograph" in case.converters:
                found[(module_key(path, cases_dir), case.name)] = dict(case.options).get("autograph_features", ())
    return found


def case_outputs(folder: Path) -> dict[str, str]:
    return {
        path.name: path.read_text(encoding="utf-8")
        for path in folder.iterdir()
        if path.is_file() and not is_pending(path)
    }


def features_in(code: str) -> set[str] | None:
    """The optional features a converted function's ``ConversionOptions`` literal names (``None``: no literal)."""
    found = re.search(r"optional_features=(\(\)|ag__\.Feature\.\w+|\((?:ag__\.Feature\.\w+(?:, )?)+\))", code)
    return None if found is None else set(re.findall(r"ag__\.Feature\.(\w+)", found.group(1)))


def test_features_in_reads_the_options_literal() -> None:
    assert (
        features_in("ag__.ConversionOptions(recursive=True, optional_features=(), internal_convert_user_code=True)")
        == set()
    )
    assert features_in("optional_features=ag__.Feature.LISTS, x") == {"LISTS"}
    assert features_in("optional_features=(ag__.Feature.LISTS, ag__.Feature.NAME_SCOPES), x") == {
        "LISTS",
        "NAME_SCOPES",
    }
    assert features_in("def f(x): return x") is None


@pytest.mark.parametrize("baseline", BASELINES, ids=lambda path: path.name)
def test_walk_ends_in_converted_py(baseline: Path) -> None:
    features = requested_features()
    checked, wrong = 0, []
    for passes in sorted(baseline.glob("*/*/passes.txt")):
        folder = passes.parent
        outputs = case_outputs(folder)
        if "converted.py" not in outputs:
            continue
        where = folder.relative_to(baseline).as_posix()
        rows = read(outputs["passes.txt"])
        if rows[-1].name != RENAME:
            wrong.append(f"{where}: the walk ends with {rows[-1].name}, not {RENAME}")
        if final(outputs) != outputs["converted.py"]:
            wrong.append(f"{where}: the last step's code is not converted.py")
        asked = set(features[(folder.parent.name, folder.name)])
        if features_in(outputs["converted.py"]) != asked:
            wrong.append(
                f"{where}: converted.py's options name {features_in(outputs['converted.py'])}, the case asks for {asked}"
            )
        checked += 1
    assert checked >= 150, f"only {checked} cases with a walk and converted.py"
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("baseline", BASELINES, ids=lambda path: path.name)
def test_no_pass_output_claims_features_the_case_did_not_ask_for(baseline: Path) -> None:
    features = requested_features()
    wrong, plain, gated = [], 0, 0
    for folder in sorted(p.parent for p in baseline.glob("*/*/passes.txt")):
        asked = features[(folder.parent.name, folder.name)]
        plain += not asked
        for output in sorted(folder.glob("[0-9][0-9]_*.py")):
            text = output.read_text(encoding="utf-8")
            if "Feature.ALL" in text:
                wrong.append(f"{output.relative_to(baseline)}: Feature.ALL")
            if not asked and "optional_features=(ag__" in text:
                wrong.append(f"{output.relative_to(baseline)}: a feature the case did not ask for")
        for row in read((folder / "passes.txt").read_text(encoding="utf-8")):
            if row.state.startswith("skipped ("):
                gated += 1
                feature = row.state.removeprefix("skipped (").removesuffix(" is off)")
                if feature in asked:
                    wrong.append(f"{folder.relative_to(baseline)}: {row.name} skipped although {feature} is on")
    assert plain >= 140 and gated > 0
    assert not wrong, "\n".join(wrong)
