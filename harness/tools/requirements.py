"""``python -m harness requirements``: what a baseline was written with, as pip requirements (a CI job installs them)."""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Iterable, Mapping
from importlib import metadata
from pathlib import Path
from typing import Any

from packaging.requirements import InvalidRequirement, Requirement
from packaging.version import VERSION_PATTERN

from harness.converter import Converter
from harness.corpus.workspace import Workspace
from harness.project import shown
from harness.store.baselines import (
    HARNESS_DISTRIBUTION,
    IMPORTED,
    MANIFEST,
    NOT_INSTALLED,
    canonical,
    own_distributions,
    python_of,
    read_manifest,
    recorded_imports,
)
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
    _, _, framework = str(manifest.get("framework", "")).partition(" ")  # "fw 2.1.0": its name, then its version
    if converter.distributions and framework:
        found[converter.distributions[0]] = framework
    for name in (*converter.companions, "numpy", *converter.family):
        version = manifest.get(name)
        if isinstance(version, str) and version != NOT_INSTALLED:
            found[name] = version
    found.update(recorded_imports(manifest))
    return {name: version for name, version in found.items() if name != HARNESS_DISTRIBUTION}


def requirements(
    chosen: Iterable[tuple[Converter, Path]], own: Iterable[str] = (), origins: dict[str, str] | None = None
) -> list[str]:
    """Requirement lines for every chosen baseline (converter, folder), each distribution once; the extra index of
    a framework's CPU wheels (its entry's, never a manifest's) first; never one of the repository's ``own``
    distributions (by canonical name: the checkout is installed as itself). Two baselines that pin one distribution
    apart raise ValueError naming both; so does a manifest's pin that is no ``name==version`` (``pinned``), naming
    its file and line, one line per pin refused, and then nothing is printed: pip reads a requirements file's line
    that begins with ``-`` as its own option (another index, an editable checkout). ``origins`` receives each line's
    manifest and line.

    >>> mine = Converter("mine", "fw", ("fw",), "d", wheels="https://example.org/cpu")
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> pins_ = 'framework = "fw 2.1.0"\\n[imported]\\ntimm = "1.0.20"\\ntiny_nets = "0.3.0"\\n'
    >>> _ = (folder / "manifest.toml").write_text(pins_)
    >>> where: dict[str, str] = {}
    >>> requirements([(mine, folder)], own=["tiny-nets"], origins=where)
    ['--extra-index-url https://example.org/cpu', 'fw==2.1.0', 'timm==1.0.20']
    >>> where["timm==1.0.20"].endswith("manifest.toml:3")
    True
    """
    indexes: dict[str, None] = {}
    found: dict[str, tuple[str, Path]] = {}
    refused: list[str] = []
    mine = set(own)
    for converter, folder in chosen:
        if converter.wheels:
            indexes[f"--extra-index-url {converter.wheels}"] = None
        manifest = read_manifest(folder)
        for name, version in pins(converter, manifest).items():
            if canonical(name) in mine:
                continue
            where = f"{shown(folder / MANIFEST, Path.cwd())}:{_line(folder, converter, manifest, name)}"
            if pinned(name, version) is None:
                refused.append(
                    f"{where}: {name!r} at {version!r} is no name==version (a PEP 508 name, a PEP 440 version): refused"
                )
                continue
            seen = found.setdefault(name, (version, folder))
            if seen[0] != version:
                raise ValueError(f"{name}: {named(seen[1])} was written with {seen[0]}, {named(folder)} with {version}")
            if origins is not None:
                origins.setdefault(f"{name}=={version}", where)
    if refused:
        raise ValueError(
            "\n".join(
                [
                    *refused,
                    "nothing printed: restore the manifest (git checkout), or write it again with --snapshot-update",
                ]
            )
        )
    return [
        *indexes,
        *(f"{name}=={version}" for name, (version, _) in sorted(found.items(), key=lambda i: i[0].lower())),
    ]


_VERSION = re.compile(VERSION_PATTERN, re.VERBOSE | re.IGNORECASE)


def pinned(name: str, version: str) -> str | None:
    """``name==version`` when ``name`` is a distribution's name (PEP 508) and ``version`` a release's (PEP 440), and
    the line says nothing more to pip; else None.

    >>> pinned("timm", "1.0.20"), pinned("mylib", "2.5.1+cpu"), pinned("otherlib", "0.12.0.1")
    ('timm==1.0.20', 'mylib==2.5.1+cpu', 'otherlib==0.12.0.1')
    >>> pinned("--extra-index-url http://example.org/simple", "1"), pinned("-e git+https://example.org/x.git", "1")
    (None, None)
    >>> pinned("timm", "1.0 --index-url http://example.org"), pinned("timm", "1.*"), pinned("timm[all]", "1.0")
    (None, None, None)
    >>> pinned("timm", "1.0 ; os_name == 'posix'"), pinned("timm @ https://example.org/t.whl", "1"), pinned("timm", "")
    (None, None, None)
    """
    line = f"{name}=={version}"
    try:
        requirement = Requirement(line)
    except InvalidRequirement:
        return None
    plain = requirement.name == name and not requirement.extras and not requirement.url and not requirement.marker
    exact = str(requirement.specifier) == f"=={version}" and _VERSION.fullmatch(version) is not None
    return line if plain and exact else None


def _line(folder: Path, converter: Converter, manifest: Mapping[str, Any], name: str) -> int:
    """The line of a baseline's manifest that records the pin of ``name``."""
    if name in recorded_imports(manifest):
        return line_of(folder / MANIFEST, IMPORTED, name)
    framework = bool(converter.distributions) and name == converter.distributions[0]
    return line_of(folder / MANIFEST, "", "framework" if framework else name)


def line_of(path: Path, table: str, key: str) -> int:
    """The line of a TOML file that sets ``key`` in ``table`` (``""``: the top level); 1 where no line reads so.

    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "manifest.toml"
    >>> _ = path.write_text('numpy = "1"\\n[imported]  # mine\\n"-e x" = "1"\\nnumpy = "2"\\n')
    >>> line_of(path, "", "numpy"), line_of(path, "imported", "-e x"), line_of(path, "imported", "numpy")
    (1, 3, 4)
    """
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return 1
    current = ""
    for number, line in enumerate(lines, 1):
        header = re.fullmatch(r"\s*\[\s*([^\[\]]+?)\s*\]\s*(#.*)?", line)
        if header:
            current = header[1]
            continue
        try:
            found: Any = tomllib.loads(line)
        except tomllib.TOMLDecodeError:
            continue
        if current != table:
            found = found.get(table) if not current else None  # a dotted key: imported."-e x" = "1"
        if isinstance(found, dict) and key in found:
            return number
    return 1


def named(folder: Path) -> str:
    return f"{folder.parent.name}/{folder.name}"


def harness_requirement() -> str | None:
    """How the installed harness can be installed elsewhere: where PEP 610 records it came from, a VCS or a URL, or
    its release, where an installer took it from an index (PyPI publishes each one: no record); None when it came
    from a file or folder of this machine, or is a source tree's metadata that no installer wrote."""
    try:
        installed = metadata.distribution(HARNESS_DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None
    recorded = installed.read_text("direct_url.json")
    if recorded:
        return requirement_of(json.loads(recorded))
    return f"{HARNESS_DISTRIBUTION}=={installed.version}" if installed.read_text("INSTALLER") else None


def requirement_of(direct_url: Mapping[str, Any]) -> str | None:
    """A PEP 610 record as a requirement another machine can install, or None for one of this machine's paths.

    >>> requirement_of({"url": "https://example.org/h.git", "vcs_info": {"vcs": "git", "commit_id": "5f0c1e3a9b7d2468ace13579bdf02468ace13579"}})
    'dy2static-harness @ git+https://example.org/h.git@5f0c1e3a9b7d2468ace13579bdf02468ace13579'
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
    parser.add_argument(
        "--install",
        action="store_true",
        help="install them with this Python's pip instead of printing them; a requirement pip cannot install is named"
        " with the manifest line it came from",
    )
    parser.add_argument(
        "-e",
        "--editable",
        metavar="PATH",
        help="with --install: that checkout too, editable, in the same resolution (-e . where the repository is a"
        " distribution)",
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
    origins: dict[str, str] = {}
    try:
        folders = pick(Path(args.snapshots), list(args.baselines))
        chosen = folders if args.baselines else this_pythons(folders, here)
        own = own_distributions(workspace.project.root)
        lines = requirements(
            ((converters[f.parent.name], f) for f in chosen if f.parent.name in converters), own, origins
        )
    except ValueError as exc:
        print("".join(f"requirements: {line}\n" for line in str(exc).splitlines()), end="", file=sys.stderr)
        return 2
    if args.editable and not args.install:
        print("requirements: -e (--editable) goes with --install", file=sys.stderr)
        return 2
    if args.install and importlib.util.find_spec("pip") is None:
        print(
            "requirements: this Python has no pip (an environment uv made?): without --install, the requirements are"
            " printed, for uv pip install -r",
            file=sys.stderr,
        )
        return 2
    if args.install:
        return install(lines, origins, args.editable)
    sys.stdout.write("".join(f"{line}\n" for line in lines))
    return 0


def install(lines: list[str], origins: Mapping[str, str], editable: str | None) -> int:
    """``pip install`` the requirement lines with this Python (and an ``editable`` checkout in the same resolution,
    so that its own requirements never move a pin), pip's output shown as it comes; when pip fails, each requirement
    its errors name is named with the manifest line it came from."""
    with tempfile.TemporaryDirectory() as folder:
        listed = Path(folder) / "requirements.txt"
        listed.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
        command = [sys.executable, "-m", "pip", "install", "-r", str(listed), *(["-e", editable] if editable else [])]
        print(f"requirements: pip install {' '.join([*origins, *(['-e', editable] if editable else [])])}", flush=True)
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        assert process.stdout
        said = []
        for line in process.stdout:
            sys.stdout.write(line)
            said.append(line)
        code = process.wait()
    sys.stdout.flush()
    for line in unserved("".join(said), origins) if code else []:
        print(f"requirements: {line}", file=sys.stderr)
    return code


def unserved(said: str, origins: Mapping[str, str]) -> list[str]:
    """Of the requirements (``name==version``, with the manifest line each came from), those pip's errors name.

    >>> said = "ERROR: Could not find a version that satisfies the requirement tinynets==0.3.0 (from versions: none)\\n"
    >>> said += "ERROR: No matching distribution found for tinynets==0.3.0\\n"
    >>> unserved(said, {"tinynets==0.3.0": "m.toml:9", "timm==1.0.20": "m.toml:8", "tinynets==0.3": "m.toml:7"})[0]
    'm.toml:9: tinynets==0.3.0 could not be installed (pip: No matching distribution found for tinynets==0.3.0)'
    >>> len(unserved(said, {"tinynets==0.3.0": "m.toml:9", "timm==1.0.20": "m.toml:8", "tinynets==0.3": "m.toml:7"}))
    1
    """
    errors = [line.removeprefix("ERROR: ").strip() for line in said.splitlines() if line.startswith("ERROR:")]
    found = []
    for requirement, where in origins.items():
        named = [e for e in errors if re.search(rf"(?<![\w.-]){re.escape(requirement)}(?![\w.+-])", e)]
        if named:
            found.append(f"{where}: {requirement} could not be installed (pip: {named[-1]})")
    return found
