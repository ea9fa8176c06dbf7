"""The harness in a repository of its own: ``init`` sets it up; without tox no baseline is taken for stale and
``release`` says what it needs; a run that collects no case file says where cases are expected."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from harness.__main__ import main
from harness.invocation import harness_command
from harness.project import find
from harness.tools.release.command import WITHOUT_TOX
from helpers import ECHO, REGISTRY, write_case


def test_a_repository_without_tox_has_no_stale_baseline_and_release_says_what_it_needs(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    write_case(project, "one", "def one(a: int) -> int:\n    return a\n")
    project.runpytest("--snapshot-update").assert_outcomes(passed=1)
    assert not (project.path / "tox.ini").exists()
    monkeypatch.chdir(project.path)
    capfd.readouterr()
    assert main(["diff", "--list"]) == 0
    listed = capfd.readouterr().out
    assert listed == "echo/harness-0.1  (harness 0.1.0)\n"
    assert main(["release", "torch", "2.15.0"]) == 2
    said = capfd.readouterr().out
    assert "has no tox.ini" in said and WITHOUT_TOX.format(review=harness_command("review")) in said
    assert "(here torch==2.15.0)" in said
    assert not (project.path / "tox.ini").exists()


def test_a_run_that_collects_no_case_file_says_where_cases_are_expected(
    project: pytest.Pytester, converter: str
) -> None:
    """Plain ``pytest --snapshot-update`` in a repository whose ``testpaths`` are its own tests writes nothing: it
    says so, and where the cases are expected."""
    (project.path / "tests").mkdir()
    (project.path / "tests" / "test_mine.py").write_text("def test_mine() -> None:\n    assert True\n")
    write_case(project, "one", "def one(a: int) -> int:\n    return a\n")
    result = project.runpytest("tests", "--snapshot-update")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(
        [
            "harness: no case file was collected: cases are expected in cases/ (the harness_cases setting); run pytest cases"
        ]
    )
    assert not (project.path / "snapshots").exists()
    assert "no case file was collected" not in project.runpytest("tests").stdout.str()


HARNESS = "dy2static-harness @ git+https://example.org/dy2static-harness.git@v0.1.0"


def test_init_sets_a_repository_up_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Settings beside the repository's own, the pending files and the staging folder ignored by git, a cases folder
    and a CI workflow; a second ``init`` writes nothing."""
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "zoo"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n'
    )
    (tmp_path / ".gitignore").write_text("dist/")
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    assert main(["init", "--project", str(tmp_path), "--harness", HARNESS]) == 0
    said = capsys.readouterr().out
    assert "init: wrote pyproject.toml, .gitignore, cases/example.py, .github/workflows/dy2static-snapshots.yml" in said
    project = find(tmp_path)
    assert (project.cases, project.snapshots, project.keep) == (tmp_path / "cases", tmp_path / "snapshots", "both")
    assert project.settings["testpaths"] == ["tests"]
    pending = [
        "snapshots/torchscript/torch-2.14/example/add_one/code.py.new",
        "snapshots/x/y/m/c/a.gone",
        ".snapshot-tmp/x",
    ]
    ignored = subprocess.run(["git", "check-ignore", *pending], cwd=tmp_path, capture_output=True, text=True)
    assert ignored.stdout.split() == pending
    assert (tmp_path / ".gitignore").read_text().startswith("dist/\n# dy2static")
    before = {
        p: p.read_bytes()
        for p in tmp_path.rglob("*")
        if p.is_file() and ".git" not in p.parts[len(tmp_path.parts) :][:1]
    }
    assert main(["init", "--project", str(tmp_path), "--harness", HARNESS]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[0] == "init: the harness is set up already; nothing written", said
    assert said[1].startswith(".github/workflows/dy2static-snapshots.yml is left as it is: its matrix names ", 6)
    assert len(said) == 2, said
    assert before == {p: p.read_bytes() for p in before}
    workflow = (tmp_path / ".github" / "workflows" / "dy2static-snapshots.yml").read_text()
    assert f'pip install "{HARNESS}"' in workflow and "python -m harness requirements" in workflow


def test_init_for_a_model_library_keeps_reports_of_its_converters_and_preloads_its_libraries(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    given = ["--keep", "report", "--converters", "torchscript,dynamo", "--preload", "timm transformers"]
    assert main(["init", "--project", str(tmp_path), "--harness", HARNESS, *given]) == 0
    said = capsys.readouterr().out
    assert "a model library that wants a few lines per case" not in said and "matrix names X.Y" in said, said
    project = find(tmp_path)
    assert (project.keep, project.converters, project.preload) == (
        "report",
        ["torchscript", "dynamo"],
        ("timm", "transformers"),
    )
    workflow = (tmp_path / ".github" / "workflows" / "dy2static-snapshots.yml").read_text()
    assert f'- {{baseline: "torch-X.Y", python-version: "{PYTHON}"}}' in workflow, "torch is not installed here"
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "pyproject.toml").unlink()
    assert main(["init", "--project", str(tmp_path), "--harness", HARNESS, *given]) == 0
    said = capsys.readouterr().out
    assert "  harness_converters = torchscript dynamo\n  harness_preload = timm transformers\n" in said, said
    assert main(["init", "--project", str(tmp_path), "--converters", "mxnet"]) == 2
    assert "init: unknown converter 'mxnet'" in capsys.readouterr().err


def test_init_without_a_harness_a_runner_can_install_writes_no_workflow_and_says_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The harness of this environment was installed from a wheel of this machine: a workflow that installs it
    from there could not run, so none is written, and init says what to give it."""
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    assert main(["init", "--project", str(tmp_path)]) == 0
    said = capsys.readouterr().out
    assert "init: wrote pyproject.toml, .gitignore, cases/example.py\n" in said
    assert "init: no CI workflow written: this harness was installed from files of this machine" in said
    assert not (tmp_path / ".github").exists()


PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"


def test_init_with_no_framework_installed_writes_a_dis_workflow_with_its_python_and_says_what_a_kept_one_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """With no framework installed, the workflow compares the cases' bytecode on this Python: its row is this
    Python's ``dis`` baseline with this Python, and init says how to run ``dis`` alone; run again, with other
    converters or after an older init wrote a matrix of another baseline, it leaves the workflow as it is and says
    what its matrix names, and the row it would write."""
    assert not [c.name for c in REGISTRY.converters.values() if c.distributions and c.installed_version()], (
        "a framework"
    )
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    assert main(["init", "--project", str(tmp_path), "--harness", HARNESS]) == 0
    said = capsys.readouterr().out
    written = tmp_path / ".github" / "workflows" / "dy2static-snapshots.yml"
    workflow = written.read_text()
    assert f'          - {{baseline: "dis-{PYTHON}", python-version: "{PYTHON}"}}\n' in workflow, workflow
    assert "python-version: ${{ matrix.python-version }}\n" in workflow and "X.Y" not in workflow
    assert 'pytest cases --baseline "${{ matrix.baseline }}"' in workflow
    assert (
        f"init: no framework is installed here: the workflow compares dis's dis-{PYTHON}, of Python's standard"
        f" library, on Python {PYTHON}; plain Python functions across interpreters: init --converters dis" in said
    ), said
    assert main(["init", "--project", str(tmp_path), "--harness", HARNESS, "--converters", "dis"]) == 0
    said = capsys.readouterr().out
    assert find(tmp_path).converters == ["dis"]
    kept = ".github/workflows/dy2static-snapshots.yml is left as it is: its matrix names"
    assert f"init: {kept} dis-{PYTHON} (Python {PYTHON})\n" in said, said
    written.write_text(
        workflow.replace(f'- {{baseline: "dis-{PYTHON}", python-version: "{PYTHON}"}}', 'baseline: ["tensorflow-X.Y"]')
    )
    assert main(["init", "--project", str(tmp_path), "--harness", HARNESS, "--converters", "dis"]) == 0
    said = capsys.readouterr().out
    assert (
        f"init: {kept} tensorflow-X.Y; here it would name dis-{PYTHON} on Python {PYTHON}: add the row"
        f' - {{baseline: "dis-{PYTHON}", python-version: "{PYTHON}"}}, or remove the file and run init again\n' in said
    ), said


def files_of(root: Path) -> dict[str, bytes | None]:
    """Every file and folder under ``root`` outside ``.git``, with a file's bytes."""
    return {
        p.relative_to(root).as_posix(): p.read_bytes() if p.is_file() else None
        for p in sorted(root.rglob("*"))
        if p.relative_to(root).parts[0] != ".git"
    }


def test_init_edits_only_the_real_header_and_keeps_the_line_ends(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A commented ``# [tool.pytest.ini_options]`` inside ``[project]`` is no header: the settings go under the real
    one (they went into ``[project]``, which setuptools then rejects); CRLF stays CRLF, and the comments stay."""
    text = (
        '[project]\r\nname = "zoo"\r\n# [tool.pytest.ini_options]\r\nversion = "1"\r\n\r\n'
        '[tool.pytest.ini_options]  # ours\r\ntestpaths = ["tests"]\r\n'
    )
    (tmp_path / "pyproject.toml").write_bytes(text.encode())
    (tmp_path / ".gitignore").write_bytes(b"dist/\r\n")
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    assert main(["init", "--project", str(tmp_path), "--harness", HARNESS]) == 0
    written = (tmp_path / "pyproject.toml").read_bytes().decode()
    data = tomllib.loads(written)
    assert data["project"] == {"name": "zoo", "version": "1"}
    assert data["tool"]["pytest"]["ini_options"]["harness_keep"] == "both"
    assert "# [tool.pytest.ini_options]\r\n" in written and "]  # ours\r\nharness_cases" in written
    for name in ("pyproject.toml", ".gitignore"):
        assert b"\n" not in (tmp_path / name).read_bytes().replace(b"\r\n", b""), f"{name}: a bare LF"


@pytest.mark.parametrize(
    ("name", "text", "table"),
    [
        (
            "pyproject.toml",
            '[project]\nname = "zoo"\n\n[tool.pytest]  # native\ntestpaths = ["tests"]\n',
            ("tool", "pytest"),
        ),
        ("pytest.toml", '[pytest]\ntestpaths = ["tests"]\n', ("pytest",)),
        ("pytest.toml", "# pytest's own file, its table not written yet\n", ("pytest",)),
    ],
    ids=["tool.pytest", "pytest.toml", "pytest.toml-without-its-table"],
)
def test_init_writes_where_a_pytest_9_repository_keeps_its_settings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str, table: tuple[str, ...]
) -> None:
    """pytest 9 reads ``[tool.pytest]`` natively (and refuses a ``pyproject.toml`` that has
    ``[tool.pytest.ini_options]`` too), and ``pytest.toml``'s ``[pytest]`` before ``pyproject.toml``: init adds the
    settings to the table that repository's pytest reads, and pytest still starts, reading them."""
    (tmp_path / name).write_text(text)
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    assert main(["init", "--project", str(tmp_path)]) == 0, capsys.readouterr().err
    written = tomllib.loads((tmp_path / name).read_text())
    settings = functools.reduce(lambda found, key: found[key], table, written)
    assert settings["harness_keep"] == "both" and settings.get("testpaths", ["tests"]) == ["tests"]
    assert "ini_options" not in written.get("tool", {}).get("pytest", {})
    project = find(tmp_path)
    assert (project.cases, project.keep) == (tmp_path / "cases", "both")
    started = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "cases"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert started.returncode == 0 and "cases/example.py::" in started.stdout, started.stdout + started.stderr


def test_init_in_a_subfolder_sets_up_the_repository_root(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Run from ``tests/``, init writes at the root as git finds it (a ``tests/pyproject.toml`` would take pytest's
    rootdir over); outside a repository, in the folder it is given, and says so."""
    (tmp_path / "repo" / "tests").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(tmp_path / "repo")], check=True)
    assert main(["init", "--project", str(tmp_path / "repo" / "tests")]) == 0
    assert f"the repository's root, {tmp_path / 'repo'}" in capsys.readouterr().out
    assert (tmp_path / "repo" / "pyproject.toml").is_file() and (tmp_path / "repo" / "cases" / "example.py").is_file()
    assert sorted(p.name for p in (tmp_path / "repo" / "tests").iterdir()) == []
    (tmp_path / "plain").mkdir()
    assert main(["init", "--project", str(tmp_path / "plain")]) == 0
    assert (
        f"init: {tmp_path / 'plain'} is in no git repository: setting the harness up in it" in capsys.readouterr().out
    )
    assert (tmp_path / "plain" / "pyproject.toml").is_file()


@pytest.fixture
def read_only() -> Iterator[Callable[[Path], None]]:
    """Makes a file read-only, for root too (``chattr +i``, undone afterwards)."""
    made: list[Path] = []

    def make(path: Path) -> None:
        path.chmod(0o444)
        if os.geteuid() == 0:
            if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode:
                pytest.skip("root, and chattr +i does not work here")
            made.append(path)

    yield make
    for path in made:
        subprocess.run(["chattr", "-i", str(path)], check=True)


@pytest.mark.parametrize(
    ("broken", "said"),
    [
        ("not TOML", "pyproject.toml: not a readable TOML file"),
        ("not UTF-8", "pyproject.toml: not a readable TOML file"),
        ("read-only", "pyproject.toml may not be written"),
        ("a folder named pyproject.toml", "pyproject.toml is not a file"),
        ("a file named .github/workflows", ".github/workflows is not a folder"),
        ("a folder named .gitignore", ".gitignore is not a file"),
        (".gitignore not UTF-8", ".gitignore is not UTF-8 text"),
    ],
)
def test_init_that_cannot_finish_names_the_file_and_writes_nothing(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    read_only: Callable[[Path], None],
    broken: str,
    said: str,
) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "zoo"\n')
    if broken == "not TOML":
        pyproject.write_text("<<<<<<< HEAD\n[project]\n")
    elif broken == "not UTF-8":
        pyproject.write_bytes(b'[project]\nname = "z\xf6\xff"\n')
    elif broken == "read-only":
        read_only(pyproject)
    elif broken == "a folder named pyproject.toml":
        pyproject.unlink()
        pyproject.mkdir()
    elif broken == "a file named .github/workflows":
        (tmp_path / ".github").mkdir()
        (tmp_path / ".github" / "workflows").write_text("")
    elif broken == "a folder named .gitignore":
        (tmp_path / ".gitignore").mkdir()
    else:
        (tmp_path / ".gitignore").write_bytes(b"dist/\n\xff\n")
    before = files_of(tmp_path)
    assert main(["init", "--project", str(tmp_path), "--harness", HARNESS]) == 2
    assert said in capsys.readouterr().err
    assert files_of(tmp_path) == before


def test_a_write_that_fails_puts_back_what_init_wrote(tmp_path: Path) -> None:
    """The refusals above come before any write; should a write still fail, the ones made before it are undone."""
    from harness.tools.init import CannotInit, Write, _write_all

    (tmp_path / "kept.txt").write_text("mine\n")
    (tmp_path / "in-the-way").write_text("")
    writes = [
        Write(tmp_path / "kept.txt", "mine\nmore\n", True),
        Write(tmp_path / "new" / "deep" / "made.txt", "x\n", False),
        Write(tmp_path / "in-the-way" / "x.txt", "x\n", False),
    ]
    with pytest.raises(CannotInit, match="in-the-way"):
        _write_all(writes)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in-the-way", "kept.txt"]
    assert (tmp_path / "kept.txt").read_text() == "mine\n"


def test_requirements_prints_only_pins_and_refuses_a_manifest_line_that_says_more_to_pip(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """What the CI workflow ``init`` writes hands to ``pip install -r``: a committed manifest's ``[imported]`` table
    that names another index, an editable checkout or a version with an option after it is refused, each by its file
    and line, and nothing is printed."""
    (tmp_path / "pyproject.toml").write_text(
        f'[tool.pytest.ini_options]\nharness_converters = ["{ECHO}"]\n', encoding="utf-8"
    )
    baseline = tmp_path / "snapshots" / "echo" / "harness-0.1"
    (baseline / "topic" / "one").mkdir(parents=True)
    (baseline / "topic" / "one" / "source.py").write_text("x\n", encoding="utf-8")
    manifest = baseline / "manifest.toml"
    pins = 'framework = "harness 0.1.0"\nnumpy = "2.4.6"\n[imported]\ntimm = "1.0.20"\n'
    manifest.write_text(pins, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["requirements"]) == 0
    assert capsys.readouterr().out == "numpy==2.4.6\ntimm==1.0.20\n"
    hostile = (
        '"--extra-index-url http://example.org/simple" = "1"\n'
        '"-e git+https://example.org/x.git#egg=x" = "1"\n'
        'safetensors = "0.4.5 --index-url http://example.org/simple"\n'
    )
    manifest.write_text(pins + hostile, encoding="utf-8")
    assert main(["requirements"]) == 2
    said = capsys.readouterr()
    assert said.out == "", "nothing a pip install -r could take"
    where = "snapshots/echo/harness-0.1/manifest.toml"
    assert [line.split(": '")[0] for line in said.err.splitlines()] == [
        f"requirements: {where}:5",
        f"requirements: {where}:6",
        f"requirements: {where}:7",
        "requirements: nothing printed: restore the manifest (git checkout), or write it again with --snapshot-update",
    ], said.err
    assert "is no name==version (a PEP 508 name, a PEP 440 version): refused" in said.err


@pytest.mark.parametrize("linked", ["pyproject.toml", ".gitignore", ".github", ".github/workflows"])
def test_init_writes_nothing_through_a_link_that_leaves_the_repository(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], linked: str
) -> None:
    """A clone whose ``pyproject.toml`` or ``.github`` is a link out of it: init names the link and writes nothing;
    a link that stays inside the repository is written through."""
    repository, outside = tmp_path / "repo", tmp_path / "outside"
    for folder in (repository, outside / ".github" / "workflows"):
        folder.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(repository)], check=True)
    (outside / "pyproject.toml").write_text('[project]\nname = "elsewhere"\n')
    (outside / ".gitignore").write_text("dist/\n")
    target = outside / linked
    if linked == ".github/workflows":
        (repository / ".github").mkdir()
    (repository / linked).symlink_to(target, target_is_directory=target.is_dir())
    before, kept = files_of(repository), files_of(outside)
    assert main(["init", "--project", str(repository), "--harness", HARNESS]) == 2
    said = capsys.readouterr().err
    assert (
        f"init: {linked} is a symbolic link to {target}, outside the repository: init writes nothing through it" in said
    )
    assert files_of(repository) == before and files_of(outside) == kept
    (repository / linked).unlink()
    (repository / "config").mkdir()
    (repository / "config" / Path(linked).name).symlink_to(target, target_is_directory=target.is_dir())
    (repository / linked).symlink_to(Path("config") / Path(linked).name if "/" not in linked else "../config/workflows")
    assert main(["init", "--project", str(repository), "--harness", HARNESS]) == 2, "a link on to the outside"
    shutil.copytree(outside, repository / "inside")
    (repository / "config" / Path(linked).name).unlink()
    (repository / "config" / Path(linked).name).symlink_to(repository / "inside" / linked)
    assert main(["init", "--project", str(repository), "--harness", HARNESS]) == 0, capsys.readouterr().err
    assert files_of(outside) == kept


def test_requirements_never_names_the_repositorys_own_distribution(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A manifest written while the library under test was installed editable, and its conversions imported it,
    holds it in ``[imported]``: the repository declares that distribution, which its CI job installs as the
    checkout, so it is no requirement (no index serves it, or one serves a stranger's code under its name)."""
    (tmp_path / "pyproject.toml").write_text(
        f'[project]\nname = "Tiny_Nets"\nversion = "0.3.0"\n\n[tool.pytest.ini_options]\nharness_converters = ["{ECHO}"]\n',
        encoding="utf-8",
    )
    baseline = tmp_path / "snapshots" / "echo" / "harness-0.1"
    (baseline / "topic" / "one").mkdir(parents=True)
    (baseline / "topic" / "one" / "source.py").write_text("x\n", encoding="utf-8")
    (baseline / "manifest.toml").write_text(
        'framework = "harness 0.1.0"\n[imported]\ntimm = "1.0.20"\ntiny-nets = "0.3.0"\n', encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    assert main(["requirements"]) == 0
    assert capsys.readouterr().out == "timm==1.0.20\n"
    assert main(["requirements", "-e", "."]) == 2
    assert "-e (--editable) goes with --install" in capsys.readouterr().err
