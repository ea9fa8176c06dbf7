"""A converter's family (Keras under TensorFlow, jaxlib under jax) in its manifests: recorded where installed in a new
manifest, kept out of one written before, said in a run's header only where it moved, development builds flagged."""

from __future__ import annotations

import importlib.metadata
from dataclasses import replace
from pathlib import Path

from harness.store.baselines import differences, installed_versions, read_manifest, write_manifest
from harness.testing.echo import ECHO
from helpers import CONVERTERS

FAMILY = replace(ECHO, family=("syrupy", "no-such-distribution"))  # syrupy: installed wherever the harness is


def test_the_manifest_records_each_installed_member_of_the_family() -> None:
    versions = installed_versions(FAMILY)
    assert versions["syrupy"] == importlib.metadata.version("syrupy")
    assert "no-such-distribution" not in versions, "a member that is not installed is not recorded"
    assert "syrupy" not in installed_versions(ECHO)


def test_a_manifest_written_before_keeps_without_the_family_and_a_new_one_records_it(tmp_path: Path) -> None:
    old, new = tmp_path / "echo" / "harness-0.1", tmp_path / "echo" / "harness-0.2"
    old.mkdir(parents=True)
    without = {k: v for k, v in installed_versions(FAMILY).items() if k != "syrupy"}
    write_manifest(old, without, {})
    before = (old / "manifest.toml").read_bytes()
    write_manifest(old, installed_versions(FAMILY), {}, optional=FAMILY.family)
    assert (old / "manifest.toml").read_bytes() == before, "a committed manifest gains no line by itself"
    new.mkdir(parents=True)
    write_manifest(new, installed_versions(FAMILY), {}, optional=FAMILY.family)
    assert read_manifest(new)["syrupy"] == importlib.metadata.version("syrupy")
    # Against its own baseline the unrecorded member is no change; in an upgrade it is said, and so is one that went.
    assert differences(read_manifest(old), installed_versions(FAMILY), tolerant=True) == []
    upgrade = differences(read_manifest(old), {**installed_versions(FAMILY), "syrupy": "9.0.0.dev1"})
    assert upgrade == ["syrupy 9.0.0.dev1 (baseline: unrecorded)"], upgrade
    gone = differences({**read_manifest(new), "keras": "3.12.1"}, {**installed_versions(FAMILY)})
    assert gone == ["keras no longer installed (baseline: 3.12.1)"], gone


def test_a_development_build_is_flagged_in_the_manifest(tmp_path: Path) -> None:
    write_manifest(tmp_path, {"framework": "tensorflow 2.22.0rc0", "keras-nightly": "3.16.0.dev2026120103"}, {})
    text = (tmp_path / "manifest.toml").read_text()
    assert "# A candidate: tensorflow 2.22.0rc0 is a pre-release" in text
    assert "# Development builds, which a pin does not hold still: keras-nightly 3.16.0.dev2026120103." in text


def test_diff_says_a_member_of_the_family_one_baseline_lacks_is_not_installed_there(tmp_path: Path) -> None:
    """Issue 50: a Keras user's upgrade to a candidate that installs keras-nightly in place of keras read
    ``keras 3.15.1 -> unrecorded``; and a development build is one a pin does not hold still, tox.ini or none."""
    from harness.tools.diff.engine import compare, versions_lines

    old, new = tmp_path / "autograph" / "tensorflow-2.21", tmp_path / "autograph" / "tensorflow-2.22"
    for folder, versions in (
        (old, {"framework": "tensorflow 2.21.0", "keras": "3.15.1"}),
        (new, {"framework": "tensorflow 2.22.0rc0", "keras-nightly": "3.16.0.dev2026120103"}),
    ):
        (folder / "m" / "f").mkdir(parents=True)
        (folder / "m" / "f" / "graph.txt").write_text("x\n")
        write_manifest(folder, versions, {})
    assert versions_lines(compare(old, new, CONVERTERS)) == [
        "moved:   framework tensorflow 2.21.0 -> tensorflow 2.22.0rc0, keras 3.15.1 -> not installed,"
        " keras-nightly not installed -> 3.16.0.dev2026120103",
        "development builds, which a pin does not hold still: keras-nightly 3.16.0.dev2026120103",
    ]
