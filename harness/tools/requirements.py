"""``python -m harness requirements``: what a baseline was written with, as pip requirements (a CI job installs them)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Mapping
from importlib import metadata
from pathlib import Path
from typing import Any

from harness.converter import Converter
from harness.corpus.workspace import Workspace
from harness.store.baselines import HARNESS_DISTRIBUTION, NOT_INSTALLED, python_of, read_manifest, recorded_imports
from harness.tools.options import add_snapshots


def pins(converter: Converter, manifest: Mapping[str, Any]) -> dict[str, str]:
    """The distributions a converter's manifest records, each at its version: the framework (by the first
    distribution the entry names), each companion, numpy and family member that was installed, each distribution
    its conversions imported; the harness itself and Python are no requirement.

    >>> mine = Converter("mine", "fw", ("fw-cpu", "fw"), "d", companions=("fwaudio",))
    >>> pins(mine, {"framework": "fw 2.1.0", "fwaudio": "not installed", "numpy": "2.4.6", "python": "3.11",
    ...             "imported": {"timm": "1.0.20", "dy2static-harness": "0.1.0"}})
    {'fw-cpu': '2.1.0', 'numpy': '2.4.6', 'timm': '1.0.20'}
    """
    found: dict[str, str] = {}
    framework = str(manifest.get("framework", "")).split()
    if converter.distributions and len(framework) == 2:
        found[converter.distributions[0]] = framework[1]
    for name in (*converter.companions, "numpy", *converter.family):
        version = manifest.get(name)
        if isinstance(version, str) and version != NOT_INSTALLED:
            found[name] = version
    found.update(recorded_imports(manifest))
    return {name: version for name, version in found.items() if name != HARNESS_DISTRIBUTION}


def requirements(chosen: Iterable[tuple[Converter, Path]]) -> list[str]:
    """Requirement lines for every chosen baseline (converter, folder), each distribution once; the extra index of
    a framework's CPU wheels first. Two baselines that pin one distribution apart raise ValueError naming both.

    >>> mine = Converter("mine", "fw", ("fw",), "d", wheels="https://example.org/cpu")
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "manifest.toml").write_text('framework = "fw 2.1.0"\\n[imported]\\ntimm = "1.0.20"\\n')
    >>> requirements([(mine, folder)])
    ['--extra-index-url https://example.org/cpu', 'fw==2.1.0', 'timm==1.0.20']
    """
    indexes: dict[str, None] = {}
    found: dict[str, tuple[str, Path]] = {}
    for converter, folder in chosen:
        if converter.wheels:
            indexes[f"--extra-index-url {converter.wheels}"] = None
        for name, version in pins(converter, read_manifest(folder)).items():
            seen = found.setdefault(name, (version, folder))
            if seen[0] != version:
                raise ValueError(f"{name}: {named(seen[1])} was written with {seen[0]}, {named(folder)} with {version}")
    return [
        *indexes,
        *(f"{name}=={version}" for name, (version, _) in sorted(found.items(), key=lambda i: i[0].lower())),
    ]


def named(folder: Path) -> str:
    return f"{folder.parent.name}/{folder.name}"


def harness_requirement() -> str | None:
    """How the installed harness can be installed elsewhere (PEP 610's record of where it came from): a VCS or a
    URL; None when it came from a file or folder of this machine, or from an index that does not publish it."""
    try:
        recorded = metadata.distribution(HARNESS_DISTRIBUTION).read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        return None
    return requirement_of(json.loads(recorded)) if recorded else None


def requirement_of(direct_url: Mapping[str, Any]) -> str | None:
    """A PEP 610 record as a requirement another machine can install, or None for one of this machine's paths.

    >>> requirement_of({"url": "https://example.org/h.git", "vcs_info": {"vcs": "git", "commit_id": "abc"}})
    'dy2static-harness @ git+https://example.org/h.git@abc'
    >>> requirement_of({"url": "https://example.org/h-0.1.0.tar.gz", "archive_info": {}})
    'dy2static-harness @ https://example.org/h-0.1.0.tar.gz'
    >>> requirement_of({"url": "file:///home/me/harness", "dir_info": {}}) is None
    True
    """
    url = str(direct_url.get("url", ""))
    if url.startswith("file:"):
        return None
    vcs = direct_url.get("vcs_info")
    if isinstance(vcs, Mapping):
        return f"{HARNESS_DISTRIBUTION} @ {vcs.get('vcs', 'git')}+{url}@{vcs.get('commit_id', '')}".rstrip("@")
    return f"{HARNESS_DISTRIBUTION} @ {url}" if url else None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "baselines",
        nargs="*",
        metavar="BASELINE",
        help="<framework>-X.Y (each converter's baseline of that version) or <converter>/<framework>-X.Y;"
        " default: each converter's newest on this Python",
    )
    add_snapshots(parser)


def this_pythons(folders: Iterable[Path], here: str) -> list[Path]:
    """Of each converter's newest baselines (one per Python), the one this Python compares with: its own Python's,
    else the one named by no Python.

    >>> this_pythons([Path("n/numba-0.68"), Path("n/numba-0.68-python3.12"), Path("a/tf-2.21")], "3.12")
    [PosixPath('n/numba-0.68-python3.12'), PosixPath('a/tf-2.21')]
    """
    found: dict[str, Path] = {}
    for folder in folders:
        python = python_of(folder.name)
        if python == here or (python is None and folder.parent.name not in found):
            found[folder.parent.name] = folder
    return list(found.values())


def run(args: argparse.Namespace, workspace: Workspace) -> int:
    from harness.tools.matrix import pick

    converters = workspace.converters
    here = f"{sys.version_info.major}.{sys.version_info.minor}"
    try:
        folders = pick(Path(args.snapshots), list(args.baselines))
        chosen = folders if args.baselines else this_pythons(folders, here)
        lines = requirements((converters[f.parent.name], f) for f in chosen if f.parent.name in converters)
    except ValueError as exc:
        print(f"requirements: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write("".join(f"{line}\n" for line in lines))
    return 0
