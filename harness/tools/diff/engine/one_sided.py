"""Why a case is in one of two baselines only (a companion's availability, a converter's minimum, the corpus), and
which baseline an update can bring up to date."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from harness.converter import Converter
from harness.corpus.discovery import case_files, discover, module_key
from harness.store.baselines import NOT_INSTALLED, read_manifest

CORPUS = "the corpus changed and a baseline was not updated: no framework change made these"


@dataclass(frozen=True)
class OneSided:
    """A case one baseline has and the other has not, why, and the baseline an update fixes (None: none can)."""

    case: str  # "<case file>/<case>"
    only_in: Path
    missing_from: Path
    cause: str
    stale_in: Path | None = None  # the baseline whose update brings it in line with the corpus


def corpus_cases(cases_dir: Path, converter: Converter, known: Mapping[str, Converter]) -> dict[str, tuple[str, ...]]:
    """Every case of the corpus the converter takes (``known``: every converter that routes a file), as
    ``<case file>/<case>``, with its file's imports."""
    found = {}
    for path in case_files(cases_dir):
        info = discover(path, {converter.name: converter}, known)
        for case in info.cases:
            if converter.name in case.converters:
                found[f"{module_key(path, cases_dir)}/{case.name}"] = info.imports
    return found


def framework_version(manifest: dict[str, str]) -> str | None:
    """The framework's version a manifest records (``framework = "fw 2.14.1"``)."""
    return manifest.get("framework", "").rpartition(" ")[2] or None


def explain(
    cases: Iterable[str],
    only_in: Path,
    missing_from: Path,
    converter: Converter,
    corpus: dict[str, tuple[str, ...]] | None,
) -> list[OneSided]:
    """The cause of each case that ``only_in`` has and ``missing_from`` has not (``corpus``: None when unknown)."""
    has, lacks = read_manifest(only_in), read_manifest(missing_from)
    version = framework_version(lacks)
    minimum = converter.unsupported(version) if version else None
    explained = []
    for case in cases:
        imports = (corpus or {}).get(case, ())
        absent = [c for c in converter.companions if c in imports and lacks.get(c) == NOT_INSTALLED != has.get(c)]
        if absent:
            why = f"{absent[0]} was not installed when {missing_from.name} was written, and {only_in.name} has"
            explained.append(
                OneSided(case, only_in, missing_from, f"{why} {absent[0]} {has[absent[0]]}: no update adds it")
            )
        elif minimum:
            explained.append(OneSided(case, only_in, missing_from, f"{minimum}: no update adds it"))
        elif corpus is None:
            explained.append(OneSided(case, only_in, missing_from, CORPUS))
        elif case in corpus:
            why = f"a case of the corpus that {missing_from.name} was not updated for"
            explained.append(OneSided(case, only_in, missing_from, why, missing_from))
        else:
            why = f"no longer in the corpus, and {only_in.name} was not updated since"
            explained.append(OneSided(case, only_in, missing_from, why, only_in))
    return explained


def one_sided(
    only_old: list[str],
    only_new: list[str],
    old: Path,
    new: Path,
    converter: Converter,
    cases_dir: Path | None,
    known: Mapping[str, Converter],
) -> list[OneSided]:
    """The cases only one of two baselines has, each with its cause."""
    corpus = corpus_cases(cases_dir, converter, known) if cases_dir and cases_dir.is_dir() else None
    return explain(only_new, new, old, converter, corpus) + explain(only_old, old, new, converter, corpus)
