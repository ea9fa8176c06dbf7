"""A release's files before they are published (release.yml): the tag names pyproject.toml's version, and the sdist
and the wheel hold the package alone, no file of the corpus or of the repository's own checks. Exit 1 naming each
fault."""

from __future__ import annotations

import os
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEFT_OUT = ("cases/", "snapshots/", "history/", "examples/", "tests/", "benchmarks/", "docs/", ".ci/", ".github/")
MOST = 2 * 1024 * 1024  # bytes a file may have: the package is about half a megabyte, the corpus hundreds


def members(path: Path) -> list[str]:
    """The files an sdist or a wheel holds, an sdist's without its top folder (``dy2static_harness-0.1.0/``)."""
    if path.suffix == ".whl":
        with zipfile.ZipFile(path) as wheel:
            return wheel.namelist()
    with tarfile.open(path) as sdist:
        return [name.partition("/")[2] for name in sdist.getnames()]


def faults(dist: Path, tag: str, version: str) -> list[str]:
    """What is wrong with the files in ``dist`` as the release ``tag`` of ``version``; none when they may go out."""
    found = [] if tag == f"v{version}" else [f"the tag {tag!r} is not v{version}, the version pyproject.toml gives"]
    wanted = {f"dy2static_harness-{version}-py3-none-any.whl", f"dy2static_harness-{version}.tar.gz"}
    files = sorted(p for p in dist.iterdir() if p.is_file())
    if {p.name for p in files} != wanted:
        found.append(
            f"{dist} holds {', '.join(p.name for p in files) or 'nothing'}; a release is {', '.join(sorted(wanted))}"
        )
    for path in files:
        if path.name not in wanted:
            continue
        corpus = [name for name in members(path) if name.startswith(LEFT_OUT)]
        if corpus:
            found.append(f"{path.name} holds {len(corpus)} files that are not the package: {', '.join(corpus[:3])}")
        if path.stat().st_size > MOST:
            found.append(f"{path.name} is {path.stat().st_size:,} bytes, more than {MOST:,}")
    return found


if __name__ == "__main__":
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    said = faults(Path(sys.argv[1]), os.environ.get("GITHUB_REF_NAME", ""), version)
    print("".join(f"release: {line}\n" for line in said) or f"release: v{version}'s sdist and wheel may go out")
    sys.exit(1 if said else 0)
