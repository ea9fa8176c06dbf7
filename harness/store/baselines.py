"""Baselines per framework minor version: which one a run compares with, and their manifests."""

from __future__ import annotations

import configparser
import contextlib
import importlib.metadata
import json
import os
import platform
import re
import site
import sysconfig
import tomllib
import urllib.parse
import urllib.request
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from packaging.version import InvalidVersion, Version

import harness
from harness.converter import BASE_PYTHON, Converter
from harness.project import distribution_name, repository_root
from harness.store.files import atomic_write, staged_folder, temp_root
from harness.store.layout import is_pending

SNAPSHOT_RULES = {"*/manifest.toml": (3, "versions; Python's X.Y reads as a number")}
MANIFEST = "manifest.toml"
STAGED_MANIFEST = MANIFEST + ".new"  # what a comparison against an older baseline stages for the new one
NOT_INSTALLED = "not installed"
IMPORTED = "imported"  # the manifest's table of installed distributions that conversions imported
HARNESS_DISTRIBUTION = "dy2static-harness"
_NAME = re.compile(r"^(?P<framework>[\w.]+)-(?P<major>\d+)\.(?P<minor>\d+)(?:-python(?P<python>\d+\.\d+))?$")


def version_of(baseline: str) -> tuple[int, int] | None:
    """The (major, minor) of a baseline folder name.

    >>> version_of("tensorflow-2.12"), version_of("numba-0.68-python3.12"), version_of("notes")
    ((2, 12), (0, 68), None)
    """
    match = _NAME.match(baseline)
    return (int(match["major"]), int(match["minor"])) if match else None


def python_of(baseline: str) -> str | None:
    """The Python a baseline's name says it was written with, or None: ``BASE_PYTHON`` (or any, for a converter whose
    outputs do not depend on it).

    >>> python_of("numba-0.68-python3.12"), python_of("numba-0.68")
    ('3.12', None)
    """
    match = _NAME.match(baseline)
    return match["python"] if match else None


def release_of(baseline: str) -> str | None:
    """The release a baseline's name says it was written with, its Python left out; None for no baseline's name.

    >>> release_of("numba-0.68-python3.12"), release_of("dis-3.12"), release_of("notes")
    ('numba-0.68', 'dis-3.12', None)
    """
    match = _NAME.match(baseline)
    return f"{match['framework']}-{match['major']}.{match['minor']}" if match else None


def ordered(baseline: str) -> tuple[tuple[int, int], tuple[int, ...]]:
    """A baseline's place among its converter's: by release, then by Python (the base one first).

    >>> sorted(["numba-0.68-python3.12", "numba-0.68", "numba-0.57"], key=ordered)
    ['numba-0.57', 'numba-0.68', 'numba-0.68-python3.12']
    """
    python = python_of(baseline)
    return version_of(baseline) or (0, 0), tuple(int(part) for part in python.split(".")) if python else ()


def nearest(existing: Iterable[str], wanted: str) -> str | None:
    """``wanted`` if it exists, else the newest existing baseline older than it, of its own interpreter, else of the
    base interpreter; never a newer one.

    >>> nearest(["torch-2.0", "torch-2.11"], "torch-2.11")
    'torch-2.11'
    >>> nearest(["torch-2.0", "torch-2.11", "torch-2.15"], "torch-2.13")
    'torch-2.11'
    >>> nearest(["torch-2.11"], "torch-2.9") is None
    True
    >>> nearest(["numba-0.67", "numba-0.68", "numba-0.67-python3.12"], "numba-0.68-python3.12")
    'numba-0.67-python3.12'
    >>> nearest(["numba-0.67", "numba-0.68", "numba-0.68-python3.13"], "numba-0.68-python3.12")
    'numba-0.68'
    """
    target = version_of(wanted)
    candidates = [(v, name) for name in existing if (v := version_of(name)) is not None]
    older = [(v, name) for v, name in candidates if target is not None and v <= target]
    for python in dict.fromkeys([python_of(wanted), None]):
        chain = [(v, name) for v, name in older if python_of(name) == python]
        if chain:
            return max(chain)[1]
    return None


def older(existing: Iterable[str], own: str) -> list[str]:
    """The baselines of older releases than ``own``, of its interpreter, oldest first: those whose saved programs a run
    of ``own`` replays.

    >>> older(["torch-2.15", "torch-2.0", "torch-2.11", "notes"], "torch-2.15")
    ['torch-2.0', 'torch-2.11']
    >>> older(["numba-0.57", "numba-0.57-python3.12", "numba-0.68-python3.12"], "numba-0.68-python3.12")
    ['numba-0.57-python3.12']
    """
    target = version_of(own)
    return sorted(
        (
            name
            for name in existing
            if (v := version_of(name)) and target and v < target and python_of(name) == python_of(own)
        ),
        key=ordered,
    )


@dataclass(frozen=True)
class Selection:
    """Where a run writes (its own version's baseline) and what it compares with."""

    write_dir: Path
    read_dir: Path
    staged: Path | None = None  # where an update writes a baseline that holds no snapshot yet, until the run ends

    @property
    def compared_dir(self) -> Path:
        """The folder the run's items compare with and write into: the staged one, or the one it reads."""
        return self.staged or self.read_dir

    @property
    def fallback(self) -> bool:
        return self.read_dir != self.write_dir


def holds_snapshots(folder: Path) -> bool:
    """Whether a baseline folder holds a snapshot: one that holds only pending changes (an upgrade's, staged by a
    comparison against an older baseline) is no baseline yet."""
    return folder.is_dir() and any(
        path.is_file() and not is_pending(path)
        for case in folder.glob("*/*")
        if case.is_dir()
        for path in case.iterdir()
    )


def existing(converter_root: Path) -> list[str]:
    """The names of a converter's baselines that hold snapshots."""
    folders = converter_root.iterdir() if converter_root.is_dir() else ()
    return [p.name for p in folders if holds_snapshots(p)]


def own_name(converter_root: Path, converter: Converter, version: str, python: str) -> str:
    """The name of the baseline a run on ``python`` (``3.12``) has as its own: ``converter.baseline(version)``; for a
    converter whose outputs do not depend on the interpreter, whose release's one baseline records another Python,
    that Python's folder of the release instead (``fw-2.21-python3.12``), as an interpreter's is: what a run
    on it finds otherwise is pending there, never in the other Python's baseline, and a review that accepts it makes
    it this Python's baseline, which its runs then compare with and update.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp()) / "mine"
    >>> mine = Converter("mine", "fw", ("fw",), "d")
    >>> own_name(root, mine, "2.21.0", "3.12")  # no baseline of the release yet: the one it makes
    'fw-2.21'
    >>> (root / "fw-2.21").mkdir(parents=True); _ = (root / "fw-2.21" / MANIFEST).write_text('python = "3.11"\\n')
    >>> own_name(root, mine, "2.21.0", "3.11"), own_name(root, mine, "2.21.0", "3.12")
    ('fw-2.21', 'fw-2.21-python3.12')
    """
    name = converter.baseline(version)
    if converter.interpreter or not converter.distributions:  # each Python's baseline is its own already
        return name
    try:
        written = read_manifest(converter_root / name).get("python")
    except ManifestError:  # an update writes it anew (plugin.plan)
        return name
    return name if written is None or str(written) == python else f"{name}-python{python}"


def select(converter_root: Path, wanted: str, *, update: bool) -> Selection:
    """An update writes and reads the installed version's baseline; a comparison falls back."""
    own = converter_root / wanted
    if holds_snapshots(own):
        return Selection(own, own)
    if update:
        return Selection(own, own, updating(own))
    older = nearest(existing(converter_root), wanted)
    return Selection(own, converter_root / older if older else own)


def updating(baseline: Path) -> Path:
    """Where an update writes a version's baseline that holds no snapshot yet, until the run ends
    (``pending.finish_update``): a stopped run leaves no part of it among the baselines.

    >>> updating(Path("/r/snapshots/echo/harness-0.2")).as_posix()
    '/r/.snapshot-tmp/updating/echo/harness-0.2'
    """
    return staged_folder(baseline, baseline.parent.parent, "updating")


def installed_versions(converter: Converter) -> dict[str, str]:
    """Exact versions of what shapes a baseline, read without importing anything."""
    version = converter.installed_version()
    if not converter.distributions and version:  # a converter of the standard library: Python's minor release
        version = ".".join(version.split(".")[:2])
    versions = {"framework": f"{converter.framework} {version}"}
    # numpy shapes a framework's values; a converter of the standard library depends on the interpreter alone.
    for name in (*converter.companions, *(("numpy",) if converter.distributions else ())):
        try:
            versions[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            versions[name] = NOT_INSTALLED
    for (
        name
    ) in converter.family:  # recorded where installed: of a family's alternatives (a release, its nightly), one is
        with contextlib.suppress(importlib.metadata.PackageNotFoundError):
            versions[name] = importlib.metadata.version(name)
    versions["python"] = ".".join(platform.python_version_tuple()[:2])  # the patch release is the machine's
    versions["harness"] = harness.__version__
    # A local build tag (2.11.0+cpu, +cu126) names the machine's build, not the release.
    return {key: value.split("+")[0] for key, value in versions.items()}


def prerelease(framework: str) -> str | None:
    """A manifest's ``framework`` value when its version is a pre-release (its baseline is a candidate), else None.

    >>> prerelease("tensorflow 2.22.0rc0"), prerelease("torch 2.15.0"), prerelease("no manifest")
    ('tensorflow 2.22.0rc0', None, None)
    """
    try:
        return framework if Version(framework.rpartition(" ")[2]).is_prerelease else None
    except InvalidVersion:
        return None


def development_builds(versions: dict[str, str]) -> list[str]:
    """The development builds a manifest records (a nightly: ``3.16.0.dev2026120103``), each with its name.

    >>> development_builds({"framework": "tensorflow 2.22.0rc0", "keras-nightly": "3.16.0.dev2026120103", "numpy": "2.4"})
    ['keras-nightly 3.16.0.dev2026120103']
    """
    found = []
    for key, value in versions.items():
        name, _, version = f"{key} {value}".rpartition(" ")
        try:
            if Version(version).is_devrelease:
                found.append(f"{name.removeprefix('framework ')} {version}")
        except InvalidVersion:
            continue
    return found


def render_manifest(
    versions: dict[str, str], settings: dict[str, str] | None = None, imported: Mapping[str, str] | None = None
) -> str:
    """The manifest's text: one ``key = "value"`` line per version, then per setting the converter pins, then, when
    its conversions imported installed distributions beyond those versions, an ``[imported]`` table of them.

    >>> print(render_manifest({"framework": "torch 2.11.0", "python": "3.11.7"}, {"strict": "False"}), end="")
    # The versions that wrote the snapshots in this folder.
    framework = "torch 2.11.0"
    python = "3.11.7"
    # The converter's settings that shape them.
    strict = "False"
    >>> print(render_manifest({"python": "3.11"}, {}, {"transformers": "4.57.1"}), end="")
    # The versions that wrote the snapshots in this folder.
    python = "3.11"
    # The installed distributions its conversions imported, beyond those above.
    [imported]
    transformers = "4.57.1"
    """
    lines = ["# The versions that wrote the snapshots in this folder."]
    if candidate := prerelease(versions.get("framework", "")):
        lines += [f"# A candidate: {candidate} is a pre-release; `release` with its final promotes this baseline."]
    if builds := development_builds(versions):
        lines += [f"# Development builds, which a pin does not hold still: {', '.join(builds)}."]
    lines += [f'{key} = "{value}"' for key, value in versions.items()]
    if settings:
        lines += ["# The converter's settings that shape them."]
        lines += [f'{key} = "{value}"' for key, value in settings.items()]
    if imported:
        lines += ["# The installed distributions its conversions imported, beyond those above.", f"[{IMPORTED}]"]
        lines += [f'{_toml_key(name)} = "{version}"' for name, version in sorted(imported.items())]
    return "\n".join(lines) + "\n"


def _toml_key(name: str) -> str:
    """A distribution's name as a TOML key: bare when it may be, else quoted.

    >>> _toml_key("timm"), _toml_key("zope.interface")
    ('timm', '"zope.interface"')
    """
    return name if re.fullmatch(r"[A-Za-z0-9_-]+", name) else f'"{name}"'


def write_manifest(
    baseline: Path,
    versions: dict[str, str],
    settings: dict[str, str],
    imported: Mapping[str, str] | None = None,
    optional: Iterable[str] = (),
) -> None:
    """Record, beside a baseline an update wrote, the versions and settings that wrote it (only when they changed);
    an ``optional`` version (a converter's family) that a manifest written before does not record stays out of it."""
    manifest = baseline / MANIFEST
    recorded = read_manifest(baseline) if manifest.is_file() else None
    if recorded is not None:
        versions = {k: v for k, v in versions.items() if k in recorded or k not in set(optional)}
    text = render_manifest(versions, settings, imported)
    if not manifest.is_file() or manifest.read_text(encoding="utf-8") != text:
        atomic_write(manifest, text, temp_root(baseline.parent.parent, manifest))  # <snapshots>/<converter>/<baseline>
    (baseline / STAGED_MANIFEST).unlink(missing_ok=True)


def stage_manifest(
    baseline: Path, versions: dict[str, str], settings: dict[str, str], imported: Mapping[str, str] | None = None
) -> None:
    """Keep, beside the upgrade's pending changes, the manifest that accepting the first of them writes."""
    text = render_manifest(versions, settings, imported)
    atomic_write(baseline / STAGED_MANIFEST, text, temp_root(baseline.parent.parent, baseline / STAGED_MANIFEST))


class ManifestError(ValueError):
    """A manifest that cannot be read, named with its line."""


def read_manifest(folder: Path) -> dict[str, Any]:
    """A baseline's manifest, or an empty dict when it has none (one written before ``[imported]`` has none); one
    that is no TOML raises ``ManifestError`` naming the file and the line."""
    path = folder / MANIFEST
    if not path.is_file():
        return {}
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        line = re.search(r"at line (\d+)", str(exc))
        shown = os.path.relpath(path) if path.is_absolute() and path.is_relative_to(Path.cwd()) else str(path)
        raise ManifestError(
            f"{shown}:{line[1] if line else 1}: not a readable manifest ({exc}); restore it (git checkout), or"
            " write it again with --snapshot-update"
        ) from None


def recorded_imports(manifest: Mapping[str, Any]) -> dict[str, str]:
    """The installed distributions a manifest says its conversions imported; none in a manifest that predates them.

    >>> recorded_imports({"framework": "torch 2.14.1"}), recorded_imports({"imported": {"timm": "1.0.20"}})
    ({}, {'timm': '1.0.20'})
    """
    table = manifest.get(IMPORTED)
    return {str(k): str(v) for k, v in table.items()} if isinstance(table, dict) else {}


def canonical(name: str) -> str:
    """A distribution's name as PEP 503 compares names.

    >>> canonical("Zope_Interface"), canonical("ruamel.yaml")
    ('zope-interface', 'ruamel-yaml')
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirements(name: str) -> set[str]:
    """The distributions ``name`` requires when installed without extras, transitively, by canonical name."""
    found: set[str] = set()
    todo = [name]
    while todo:
        try:
            requires = importlib.metadata.requires(todo.pop()) or []
        except importlib.metadata.PackageNotFoundError:
            continue
        for requirement in requires:
            match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
            if match and "extra" not in requirement.partition(";")[2] and canonical(match[1]) not in found:
                found.add(canonical(match[1]))
                todo.append(match[1])
    return found


def own_distributions(root: Path) -> set[str]:
    """The repository's own distributions, by canonical name, as pip and git find them: the one its settings declare
    (what ``pip install .`` there installs), each installed one pip recorded it installed from a folder of the
    repository (PEP 610's ``dir_info``: ``pip install -e .`` or ``pip install .``), and each whose files lie in it
    outside an environment's packages (``setup.py develop``'s ``.egg-info``, a folder on ``PYTHONPATH``). None is a
    requirement: a CI job installs the checkout itself, and no index serves it.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> _ = (root / "pyproject.toml").write_text('[project]\\nname = "Tiny_Nets"\\n')
    >>> sorted(own_distributions(root))
    ['tiny-nets']
    """
    repository = (repository_root(root) or root).resolve()
    found = {canonical(name)} if (name := distribution_name(repository) or distribution_name(root)) else set()
    environments = {Path(p).resolve() for p in (*site.getsitepackages(), *sysconfig.get_paths().values())}
    for distribution in importlib.metadata.distributions():
        name = distribution.metadata["Name"]
        if name and _from_repository(distribution, repository, environments):
            found.add(canonical(name))
    return found


def _from_repository(distribution: importlib.metadata.Distribution, repository: Path, environments: set[Path]) -> bool:
    """Whether pip installed a distribution from a folder of the repository, or its files lie in the repository
    outside an environment's packages."""
    with contextlib.suppress(ValueError, TypeError, AttributeError):
        recorded = json.loads(distribution.read_text("direct_url.json") or "{}")
        url = str(recorded.get("url", ""))
        if "dir_info" in recorded and url.startswith("file:"):
            return (
                Path(urllib.request.url2pathname(urllib.parse.urlparse(url).path)).resolve().is_relative_to(repository)
            )
    where = Path(str(distribution.locate_file(""))).resolve()
    return where.is_relative_to(repository) and not any(where.is_relative_to(e) for e in environments)


def named_imports(converter: Converter, imported: Mapping[str, str]) -> dict[str, str]:
    """Of the installed distributions its conversions imported, those its manifest names apart: beyond the
    framework, the companions, numpy, the harness and what the framework, the companions and the harness require.
    The harness's requirements are its test runner's (pytest, pluggy, iniconfig, Pygments), which a framework may
    import while it converts (a framework that imports ``_pytest`` where it finds it) but no conversion depends on.

    >>> scripting = Converter("c", "torch", ("torch",), "d", companions=("torchvision",))
    >>> named_imports(scripting, {"torch": "2.14.1", "torchvision": "0.29.1", "numpy": "2.4.0", "timm": "1.0.20"})
    {'timm': '1.0.20'}
    >>> named_imports(scripting, {"pytest": "9.0.1", "pluggy": "1.6.0", "iniconfig": "2.1.0", "Pygments": "2.19.2"})
    {}
    """
    fixed = {*converter.distributions, *converter.companions, "numpy", HARNESS_DISTRIBUTION}
    for distribution in (*converter.distributions, *converter.companions, HARNESS_DISTRIBUTION):
        fixed |= _requirements(distribution)
    known = {canonical(name) for name in fixed}
    return {name: version for name, version in sorted(imported.items()) if canonical(name) not in known}


def imported_versions(names: Iterable[str]) -> dict[str, str]:
    """Each distribution's installed version now (its local build tag aside), or ``not installed``."""
    found = {}
    for name in names:
        try:
            found[name] = importlib.metadata.version(name).split("+")[0]
        except importlib.metadata.PackageNotFoundError:
            found[name] = NOT_INSTALLED
    return found


def differences(recorded: Mapping[str, Any], installed: Mapping[str, str], *, tolerant: bool = False) -> list[str]:
    """How the installed versions differ from a manifest's: each version that moved, and each companion or member of
    the converter's family that installs now or no longer does; ``tolerant``: not what the manifest does not record
    (one written before the family was recorded).

    >>> differences({"numpy": "2.4.5", "python": "3.11.7"}, {"numpy": "2.4.6", "python": "3.11.7"})
    ['numpy 2.4.6 (baseline: 2.4.5)']
    >>> differences({"a": "not installed", "b": "1.0"}, {"a": "2.11.1", "b": "not installed"})
    ['a 2.11.1 now installed (baseline: not installed)', 'b no longer installed (baseline: 1.0)']
    >>> differences({"framework": "tf 2.21.0", "keras": "3.12.1"}, {"framework": "tf 2.22.0rc0", "keras-nightly": "3.16"})
    ['framework tf 2.22.0rc0 (baseline: tf 2.21.0)', 'keras-nightly 3.16 (baseline: unrecorded)', 'keras no longer installed (baseline: 3.12.1)']
    >>> differences({"framework": "tf 2.21.0"}, {"framework": "tf 2.21.0", "keras": "3.12.1"}, tolerant=True)
    []
    """
    lines = []
    for key, value in installed.items():
        was = recorded.get(key, "unrecorded")
        if not recorded or was == value or (tolerant and key not in recorded):
            continue
        if was == NOT_INSTALLED:
            lines.append(f"{key} {value} now installed (baseline: {NOT_INSTALLED})")
        elif value == NOT_INSTALLED:
            lines.append(f"{key} no longer installed (baseline: {was})")
        else:
            lines.append(f"{key} {value} (baseline: {was})")
    gone = [key for key in recorded if key not in (*installed, IMPORTED) and recorded[key] != NOT_INSTALLED]
    return lines + [f"{key} no longer installed (baseline: {recorded[key]})" for key in gone if installed]


def moves(old: Mapping[str, Any], new: Mapping[str, Any], family: Iterable[str] = ()) -> list[str]:
    """What moved between two manifests: each version or setting, then each distribution the conversions imported.
    A member of the converter's ``family`` is recorded where installed: one a manifest lacks is not installed
    there, when it records another member (a manifest written before families were recorded records none).

    >>> moves({"framework": "torch 2.14.1", "imported": {"timm": "1.0.20", "einops": "0.8"}},
    ...       {"framework": "torch 2.15.0", "imported": {"timm": "1.0.21", "safetensors": "0.6"}})
    ['framework torch 2.14.1 -> torch 2.15.0', 'einops 0.8 -> not imported', 'safetensors not imported -> 0.6', 'timm 1.0.20 -> 1.0.21']
    >>> moves({"keras": "3.15.1"}, {"keras-nightly": "3.16.0.dev1"}, ("keras", "keras-nightly"))
    ['keras 3.15.1 -> not installed', 'keras-nightly not installed -> 3.16.0.dev1']
    >>> moves({"framework": "tf 2.12"}, {"keras": "3.15.1"}, ("keras", "keras-nightly"))
    ['framework tf 2.12 -> unrecorded', 'keras unrecorded -> 3.15.1']
    """
    members = set(family)

    def recorded(manifest: Mapping[str, Any], key: str) -> str:
        if key in manifest:
            return str(manifest[key])
        return NOT_INSTALLED if key in members and members & set(manifest) else "unrecorded"

    found = []
    plain = [k for k in dict.fromkeys([*old, *new]) if k != IMPORTED]
    for key in plain:
        was, now = recorded(old, key), recorded(new, key)
        if was != now:
            found.append(f"{key} {was} -> {now}")
    then, now_imported = recorded_imports(old), recorded_imports(new)
    for name in sorted({*then, *now_imported}):
        was, now = then.get(name, "not imported"), now_imported.get(name, "not imported")
        if was != now:
            found.append(f"{name} {was} -> {now}")
    return found


def only_interpreter(moved: Sequence[str]) -> bool:
    """Whether what moved between two manifests (``moves``) is the Python alone: a change of its own kind.

    >>> only_interpreter(["python 3.11 -> 3.12"]), only_interpreter(["python 3.11 -> 3.12", "numpy 2.3.5 -> 2.4.6"])
    (True, False)
    """
    return [m.split()[0] for m in moved] == ["python"]


def companion_change(
    old: dict[str, str],
    new: dict[str, str],
    imports: Iterable[str],
    companions: Iterable[str],
    older: str = "the older baseline",
) -> str | None:
    """Why a case is in one baseline only when a companion its file imports installs in one and not the other.

    >>> companion_change({"torchaudio": "not installed"}, {"torchaudio": "2.11.1"}, ["torch", "torchaudio"], ["torchaudio"])
    'torchaudio 2.11.1 is installed, and was not when the older baseline was written'
    >>> companion_change({"torchaudio": "2.11.0"}, {"torchaudio": "not installed"}, ["torchaudio"], ["torchaudio"], "t-1")
    'torchaudio is not installed, and was (2.11.0) when t-1 was written'
    >>> companion_change({"torchaudio": "2.11.0"}, {"torchaudio": "2.11.1"}, ["torchaudio"], ["torchaudio"]) is None
    True
    """
    for name in companions:
        was, now = old.get(name), new.get(name)
        if name not in imports or None in (was, now) or (was == NOT_INSTALLED) == (now == NOT_INSTALLED):
            continue
        if was == NOT_INSTALLED:
            return f"{name} {now} is installed, and was not when {older} was written"
        return f"{name} is not installed, and was ({was}) when {older} was written"
    return None


def tox_baselines(
    tox_ini: Path,
    converters: Iterable[Converter],
    needing: str | None = None,
    *,
    checks: bool = False,
) -> dict[str, str]:
    """The baseline each tox environment writes, from the framework pins in its deps; with ``needing``, only
    the environments whose deps also name that distribution. An environment with a ``change_dir`` runs another
    project (an example's), and writes none of this one's. With ``checks``, also the baseline an environment on
    another Python has once a review accepts what it found otherwise than the one baseline of a release whose
    outputs do not depend on the interpreter (``own_name``).

    >>> import tempfile
    >>> ini = Path(tempfile.mkdtemp()) / "tox.ini"
    >>> from harness.convert.registry import load
    >>> frameworks = [c for c in load().converters.values() if c.distributions]
    >>> _ = ini.write_text("[testenv:tf221]\\ndeps = tensorflow-cpu==2.21.0\\n[testenv:torch20]\\ndeps =\\n    torch==2.0.1\\n")
    >>> tox_baselines(ini, frameworks)
    {'tensorflow-2.21': 'tf221', 'torch-2.0': 'torch20'}
    >>> _ = ini.write_text("[testenv:a]\\ndeps =\\n    torch==2.0.1\\n    torchaudio==2.0.2\\n[testenv:b]\\ndeps = torch==2.14.1\\n")
    >>> tox_baselines(ini, frameworks, needing="torchaudio")
    {'torch-2.0': 'a'}
    >>> _ = ini.write_text("[testenv:b]\\ndeps = torch==2.14.1\\n[testenv:example]\\ndeps = torch==2.14.1\\nchange_dir = ex\\n")
    >>> tox_baselines(ini, frameworks)
    {'torch-2.14': 'b'}

    An environment on another Python writes, for a converter whose outputs depend on it, that Python's baseline:

    >>> _ = ini.write_text("[testenv:n]\\ndeps = numba==0.68.1\\n[testenv:n-py312]\\nbase_python = py312\\ndeps = numba==0.68.1\\n")
    >>> tox_baselines(ini, frameworks)
    {'numba-0.68': 'n', 'numba-0.68-python3.12': 'n-py312'}
    >>> _ = ini.write_text("[testenv:t]\\ndeps = tensorflow==2.21.0\\n[testenv:t-py312]\\nbase_python = py312\\ndeps = tensorflow==2.21.0\\n")
    >>> tox_baselines(ini, frameworks), tox_baselines(ini, frameworks, checks=True)
    ({'tensorflow-2.21': 't'}, {'tensorflow-2.21': 't', 'tensorflow-2.21-python3.12': 't-py312'})

    A converter of the standard library (no distributions) runs, and compares, in every environment that runs the
    corpus (unless its ``harness_converters`` names others); on each Python, the last of them that writes a baseline
    anyway is named its baseline's writer, so that it adds no environment to an update:

    >>> stdlib = Converter("bytecode", "tokenize", (), "d")
    >>> _ = ini.write_text("[testenv:a]\\ndeps = numba==0.68.1\\n[testenv:b]\\ndeps = numba==0.57.1\\n"
    ...     "commands = pytest -o harness_converters=numba\\n[testenv:c]\\nbase_python = py312\\ndeps = numba==0.68.1\\n"
    ...     "[testenv:d]\\nbase_python = py312\\ndeps = numba==0.68.1\\n")
    >>> tox_baselines(ini, [*frameworks, stdlib])
    {'numba-0.68': 'a', 'numba-0.57': 'b', 'numba-0.68-python3.12': 'd', 'tokenize-3.11': 'a', 'tokenize-3.12': 'd'}
    """
    converters = list(converters)
    framework_of = {d: c.framework for c in converters for d in c.distributions}
    sensitive = {c.framework for c in converters if c.interpreter}
    standard = [c for c in converters if not c.distributions]
    alternatives = "|".join(map(re.escape, sorted(framework_of, key=len, reverse=True)))
    pin = re.compile(rf"^\s*(?P<dist>{alternatives})\s*==\s*(?P<major>\d+)\.(?P<minor>\d+)", re.M)
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(tox_ini, encoding="utf-8")
    found: dict[str, str] = {}
    elsewhere: dict[str, str] = {}  # by environments on another Python: only a release no base one pins
    checked: dict[str, str] = {}  # by environments on another Python: the baseline a review may make of its check
    runs: dict[tuple[Converter, tuple[int, int]], list[str]] = {}  # the standard library's, by Python: every corpus run
    for section in parser.sections():
        deps = parser.get(section, "deps", fallback="")
        if needing and not re.search(rf"^\s*{re.escape(needing)}\b", deps, re.M):
            continue
        if parser.has_option(section, "change_dir"):
            continue
        if section.startswith("testenv:"):
            python = env_python(parser.get(section, "base_python", fallback=""))
            for match in pin.finditer(deps):
                framework = framework_of[match["dist"]]
                baseline = f"{framework}-{match['major']}.{match['minor']}"
                other = python is not None and python != BASE_PYTHON
                if python is not None and other and framework in sensitive:
                    baseline += f"-python{python[0]}.{python[1]}"
                elif python is not None and other:
                    checked[f"{baseline}-python{python[0]}.{python[1]}"] = section.split(":", 1)[1]
                (elsewhere if other else found)[baseline] = section.split(":", 1)[1]
            limited = re.search(r"harness_converters\s*=\s*([\w,]+)", parser.get(section, "commands", fallback=""))
            for converter in standard if pin.search(deps) else ():
                if limited is None or converter.name in limited[1].split(","):
                    runs.setdefault((converter, python or BASE_PYTHON), []).append(section.split(":", 1)[1])
    tested = found | {baseline: env for baseline, env in elsewhere.items() if baseline not in found}
    for (converter, (major, minor)), envs in runs.items():
        writing = [env for env in envs if env in tested.values()] or envs  # one that writes a baseline anyway
        tested[f"{converter.framework}-{major}.{minor}"] = writing[-1]
    return (tested | {b: env for b, env in checked.items() if b not in tested}) if checks else tested


def env_python(base_python: str) -> tuple[int, int] | None:
    """The Python a tox environment's ``base_python`` names (``py312``, ``python3.12``), or None: tox's default.

    >>> env_python("py312"), env_python("python3.13"), env_python("py3"), env_python("")
    ((3, 12), (3, 13), None, None)
    """
    match = re.fullmatch(r"(?:py|python)(3)\.?(\d+)", base_python.strip())
    return (int(match[1]), int(match[2])) if match else None


def all_baselines(snapshots: Path) -> list[Path]:
    """Every baseline folder, ordered by converter, then by version."""
    folders = [p for p in snapshots.glob("*/*") if version_of(p.name) and holds_snapshots(p)]
    return sorted(folders, key=lambda p: (p.parent.name, ordered(p.name)))


def untested_baselines(snapshots: Path, tox_ini: Path, converters: Iterable[Converter]) -> list[Path]:
    """Baselines that no tox environment writes any more (``converters``: whose pins name a baseline)."""
    if not tox_ini.is_file():
        return []
    tested = tox_baselines(tox_ini, converters, checks=True)
    return [folder for folder in all_baselines(snapshots) if folder.name not in tested]
