"""The conversion cache: a case's outputs, keyed by everything that can change them, so an unchanged tree re-runs fast."""

from __future__ import annotations

import ast
import hashlib
import importlib.metadata
import json
import os
import re
import sys
import warnings
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import harness
from harness.converter import Converter
from harness.corpus.discovery import case_files, is_case_file
from harness.store.files import atomic_write
from harness.worker import dependencies
from harness.worker.pool import PINNED_ENVIRONMENT, server_environment
from harness.worker.protocol import Request


def digest(parts: Iterable[str | bytes]) -> str:
    """A SHA-256 of the parts, each length-prefixed so that no two sequences collide.

    >>> digest(["ab", "c"]) != digest(["a", "bc"])
    True
    """
    sha = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        sha.update(f"{len(data)}:".encode())
        sha.update(data)
    return sha.hexdigest()


def imported_names(source: str | bytes, module: str) -> set[str]:
    """The dotted modules a case module may import, relative imports resolved (``from x import y`` may be ``x.y``).

    >>> sorted(imported_names("from . import util\\nfrom .sub.b import f\\nimport cases.other", "cases.topic"))
    ['cases', 'cases.other', 'cases.sub.b', 'cases.sub.b.f', 'cases.util']
    """
    package = module.rpartition(".")[0]
    names: set[str] = set()
    with warnings.catch_warnings():  # an invalid escape ("\d") is the case's own business
        warnings.simplefilter("ignore")
        tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def imported_case_files(path: Path, cases_dir: Path) -> set[Path]:
    """The case file and, transitively, every case file under ``cases_dir`` that it may import."""
    found: set[Path] = set()
    todo = [path]
    while todo:
        current = todo.pop()
        if current in found:
            continue
        found.add(current)
        module = ".".join((cases_dir.name, *current.relative_to(cases_dir).with_suffix("").parts))
        try:
            names = imported_names(current.read_bytes(), module) if current.is_file() else set()
        except (OSError, SyntaxError, ValueError):
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] != cases_dir.name:
                continue
            candidate = cases_dir.joinpath(*parts[1:]).with_suffix(".py") if parts[1:] else None
            if candidate is not None and candidate.is_file() and is_case_file(candidate, cases_dir):
                todo.append(candidate)
    return found


def support_files(cases_dir: Path) -> Iterator[Path]:
    """Every file under the cases folder that is not a case file: helpers, ``__init__.py``, data."""
    cases = set(case_files(cases_dir))
    for path in sorted(cases_dir.rglob("*")):
        if path.is_file() and path not in cases and "__pycache__" not in path.parts:
            yield path


def distributions_digest(converter: Converter) -> str:
    """The exact installed distributions of a converter's framework and companions, by their RECORD files."""
    parts = []
    for name in (*converter.distributions, *converter.companions):
        try:
            distribution = importlib.metadata.distribution(name)
        except importlib.metadata.PackageNotFoundError:
            continue
        parts += [name, distribution.version, distribution.read_text("RECORD") or ""]
    return digest(parts)


def reaching_environment(environ: Mapping[str, str], converter: Converter) -> list[str]:
    """The variables of ``environ`` that reach a converter's conversions, as ``NAME=value``, sorted: all that its
    fork server is given, since a C library's ``getenv``, ``os.environb`` or a loop over ``os.environ`` read them
    unseen, but for the test runners' own, which it is not given, and what it pins (the hash seed that tox draws
    anew on every run, the locale, the time zone, and what the converter pins), whose values in ``environ`` never
    reach it.

    >>> from harness.convert.autograph.entry import ENTRY as AUTOGRAPH
    >>> environ = {"PYTHONHASHSEED": "2718", "TF_X": "1", "HOME": "/h", "PYTEST_CURRENT_TEST": "t", "TZ": "CET"}
    >>> reaching_environment({**environ, "TF_CPP_MIN_LOG_LEVEL": "0", "FLAGS_x": "1"}, AUTOGRAPH)
    ['FLAGS_x=1', 'HOME=/h', 'TF_X=1']
    """
    pinned = {*PINNED_ENVIRONMENT, *dict(converter.pinned)}
    return sorted(f"{k}={v}" for k, v in server_environment(environ, {}).items() if k not in pinned)


def described(entry: object) -> str:
    """A registry entry's repr without the addresses of the functions and objects it holds, which every process
    places anew: the same entry reads the same in every run.

    >>> def check(value: object) -> None: ...
    >>> described([check, object()])
    '[<function check>, <object object>]'
    """
    return re.sub(r" at 0x[0-9a-fA-F]+>", ">", repr(entry))


def converter_digest(converter: Converter, environ: Mapping[str, str]) -> str:
    """What of a converter can change its outputs: its entry, its framework's installed distributions, and the
    environment that reaches it.

    >>> from harness.convert.paddle.entry import ENTRY as paddle
    >>> from harness.convert.torchscript.entry import ENTRY as torchscript
    >>> converter_digest(torchscript, {"FLAGS_enable_pir_api": "0"}) != converter_digest(torchscript, {})
    True
    >>> converter_digest(paddle, {"GLOG_minloglevel": "3"}) == converter_digest(paddle, {})
    True
    """
    return digest([described(converter), distributions_digest(converter), *reaching_environment(environ, converter)])


def harness_digest() -> str:
    """The harness's own source and Python's exact version."""
    package = Path(harness.__file__).parent
    sources = sorted(package.rglob("*.py"))
    return digest(
        [
            sys.version,
            *(p.relative_to(package).as_posix() for p in sources),
            *(p.read_bytes() for p in sources),
        ]
    )


@dataclass
class ConversionCache:
    """Outputs of earlier conversions in ``folder``, one JSON file per key, each with what its conversion depended on
    beyond the key (``harness.worker.dependencies``: the files it read or stat'ed, the distributions it imported, the
    fork server's preloaded ones, the environment variables it looked up): an entry counts only while every one of
    those is unchanged. A conversion that did what no key captures is never kept."""

    folder: Path
    cases_dir: Path
    _constant: str = ""
    _converters: dict[str, str] = field(default_factory=dict)
    _files: dict[Path, str] = field(default_factory=dict)
    _outside: dict[str, str] = field(default_factory=dict)  # a module file outside the cases folder: its digest now
    _stated: dict[str, str] = field(default_factory=dict)  # a path its conversion stat'ed: what stat tells now
    _versions: dict[str, str | None] = field(default_factory=dict)  # an installed distribution: its version now

    def key(self, case_file: Path, request: Request, converter: Converter) -> str:
        if not self._constant:
            self._constant = digest([harness_digest(), *(self._file(p) for p in support_files(self.cases_dir))])
        if converter.name not in self._converters:
            self._converters[converter.name] = converter_digest(converter, os.environ)
        files = sorted(imported_case_files(case_file, self.cases_dir))
        return digest(
            [
                self._constant,
                self._converters[converter.name],
                repr(request),
                *(f"{p.relative_to(self.cases_dir).as_posix()}:{self._file(p)}" for p in files),
            ]
        )

    def _file(self, path: Path) -> str:
        if path not in self._files:
            self._files[path] = digest([path.relative_to(self.cases_dir).as_posix(), path.read_bytes()])
        return self._files[path]

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str, converter: Converter) -> dict[str, Any] | None:
        """The result stored under ``key`` (``outputs`` and ``depends``, as a worker gave them), while every file,
        distribution and environment variable its conversion depended on is as it was then; else None."""
        try:
            entry = json.loads(self._path(key).read_text(encoding="utf-8"))
            depends = entry["depends"]
            distributions = {**depends["preloaded"], **depends["distributions"]}
            pinned = {*PINNED_ENVIRONMENT, *dict(converter.pinned)}
            environment = {k: v for k, v in depends["environment"].items() if k not in pinned}
            if depends["unkeyable"] or not self._same_stats(depends["stats"]):
                return None
            return entry if self._unchanged(depends["files"], distributions, environment) else None
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None

    def put(self, key: str, outputs: dict[str, str], depends: Mapping[str, Mapping[str, str | None]]) -> None:
        """Keep a conversion's result, unless it did what no key captures (``unkeyable``: it wrote a file outside
        its own folder, listed one, started a process): then the next run converts it again."""
        if depends.get("unkeyable"):
            return
        path = self._path(key)
        entry = {"outputs": outputs, "depends": depends}
        atomic_write(path, json.dumps(entry, sort_keys=True), self.folder / ".tmp")

    def _same_stats(self, stats: Mapping[str, str]) -> bool:
        for path, recorded in stats.items():
            if path not in self._stated:
                self._stated[path] = dependencies.stat_file(path)
            if self._stated[path] != recorded:
                return False
        return True

    def _unchanged(
        self, files: Mapping[str, str], distributions: Mapping[str, str], environment: Mapping[str, str | None]
    ) -> bool:
        for path, recorded in files.items():
            if path not in self._outside:
                self._outside[path] = dependencies.digest_file(path)
            if self._outside[path] != recorded:
                return False
        for name, recorded in distributions.items():
            if name not in self._versions:
                self._versions[name] = dependencies.version(name)
            if self._versions[name] != recorded:
                return False
        given = server_environment(os.environ, {})  # what a fork server started now would be given
        return all(given.get(name) == value for name, value in environment.items())
