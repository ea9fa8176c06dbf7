"""The user's day, walked with the commands README's "Your day" prints: add, snapshot, compare, edit, review, compare."""

from __future__ import annotations

import configparser
import re
import shlex
import subprocess
import sys
import tomllib

import pytest

from harness.tools.release.edits import NEWEST_LABEL, SPLIT, newest, tox_labels
from helpers import CONVERTERS, README, REPOSITORY, baseline, tox_environ

DAY = README[README.index("## Your day") :]

MINE = '''
from harness import case


@case(inputs=(4,))
def sum_squares(n: int) -> int:
    """Sums the squares below n."""
    total = 0
    for i in range(n):
        total += i * i
    return total
'''


def step(number: int) -> list[str]:
    """The README command of a numbered step, e.g. ``1. add a case``."""
    marker = re.compile(rf"#\s*{number}\.\s")
    lines = DAY[DAY.index("```sh") :].splitlines()
    line = next(line for line in lines if marker.search(line))
    return shlex.split(line.split("#")[0])


def run(project: pytest.Pytester, command: list[str], keys: str = "") -> tuple[int, str]:
    """A README command in the project: ``tox -e ENVS -- ARGS`` is pytest with ARGS; ``.tox/ENV/bin/python`` is this Python."""
    if command[0] == "tox":
        result = project.runpytest(*command[command.index("--") + 1 :])
        return result.ret, result.stdout.str()
    assert re.fullmatch(r"\.tox/\w+/bin/python", command[0]), command
    done = subprocess.run(
        [sys.executable, *command[1:]], cwd=project.path, input=keys, capture_output=True, text=True, timeout=120
    )
    return done.returncode, done.stdout + done.stderr


def test_a_day_with_readmes_commands(project: pytest.Pytester, converter: str) -> None:
    assert step(1)[1] == "cases/mine.py"
    (project.path / step(1)[1]).write_text(MINE, encoding="utf-8")

    code, out = run(project, step(2))
    assert code == 0, out
    code, out = run(project, step(3))
    assert code == 0 and "1 passed" in out, out

    (project.path / "cases" / "mine.py").write_text(MINE.replace("i * i", "i * i * i"), encoding="utf-8")
    code, out = run(project, step(3))
    assert code == 1, out
    failure = out[out.index(f"{converter}::mine::sum_squares: output differs") :].splitlines()
    assert "outputs: behaviour.txt," in failure[0], failure[0]
    assert failure[1] == f"--- snapshots/{baseline(converter)}/mine/sum_squares/behaviour.txt (snapshot)", failure[:3]
    assert "-python: 14" in failure[:12] and "+python: 36" in failure[:12], failure[:12]

    code, out = run(project, step(4), keys="a")
    assert code == 0 and "accepted 1" in out, out
    code, out = run(project, step(3))
    assert code == 0 and "1 passed" in out, out
    code, out = run(project, step(5))
    assert code == 0 and baseline(converter) in out, out


def tox_commands(*arguments: str) -> dict[str, list[list[str]]]:
    """Each environment's commands as ``tox`` would run them with these arguments (``tox config``: nothing is installed)."""
    shown = subprocess.run(
        [sys.executable, "-m", "tox", "config", "-k", "commands", *arguments],
        cwd=REPOSITORY,
        env=tox_environ(),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    commands: dict[str, list[list[str]]] = {}
    for block in shown.split("[testenv:")[1:]:
        name, _, body = block.partition("]")
        lines = body.replace("commands =", "").splitlines()
        commands[name] = [line.split() for line in lines if line.strip()]
    return commands


def pytest_paths(command: list[str]) -> list[str]:
    """What a pytest command collects: its path arguments, or pyproject's ``testpaths`` when it names none."""
    words, paths = iter(command[1:]), []
    for word in words:
        if word in ("-n", "-o"):  # -n 2, -o name=value
            next(words, None)
        elif not word.startswith("-"):
            paths.append(word)
    return (
        paths
        or tomllib.loads((REPOSITORY / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]["testpaths"]
    )


def runs_self_tests(commands: list[list[str]]) -> bool:
    return any(
        path.split("/")[0] == "tests"
        for command in commands
        if command[0] == "pytest"
        for path in pytest_paths(command)
    )


def test_plain_tox_runs_the_self_tests_and_the_users_loop_does_not() -> None:
    """Plain ``tox`` runs them where CI needs them; the update and compare steps run only the user's cases."""
    everything = tox_commands()
    text = (REPOSITORY / "tox.ini").read_text(encoding="utf-8")
    # A converter of the standard library (no distributions) has no release of its own: the others' run it.
    frameworks = {converter.framework for converter in CONVERTERS.values() if converter.distributions}
    newest_of_each = {newest(text, CONVERTERS.values(), framework).env for framework in frameworks}
    listed = configparser.ConfigParser(interpolation=None)
    listed.read_string(text)
    assert len(newest_of_each) == len(frameworks), newest_of_each  # one per framework, found in tox.ini
    assert newest_of_each <= set(listed.get("tox", "env_list").replace(",", " ").split()), newest_of_each
    said = re.search(
        r"also runs the harness's own tests \(([^)]*)\) and the audits of the committed corpus \(`(\w+)`\)",
        " ".join(README.split()),
    )
    labels = tox_labels(text)
    assert set(labels[NEWEST_LABEL]) == newest_of_each, "the label README's compare step names"
    tiers = {"harness", "harness-processes"}  # the harness's own tests in two tiers (tests/docs/test_ci.py)
    assert said and f"each environment of `{NEWEST_LABEL}`" in said[1], "README names them"
    assert all(f"`{tier}`" in said[1] for tier in tiers), "README names both tiers"
    assert said[2] == "corpus", "README names the corpus's audits"
    splits = {f"{env}{SPLIT}" for env in newest_of_each} & set(everything)
    assert {env for env, commands in everything.items() if runs_self_tests(commands)} == {
        *tiers,
        "corpus",
        *newest_of_each,
        *splits,
    }
    for command in (step(2), step(3)):  # update, compare
        assert command[1] == "-m", command
        label, arguments = command[2], command[command.index("--") + 1 :]
        shown = tox_commands("-m", label, "--", *arguments)
        assert list(shown) == labels[label]
        assert not any(runs_self_tests(commands) for commands in shown.values()), (command, shown)


@pytest.mark.subprocess("README's compare step as typed: real tox, its pytest a new process that reads the cache")
def test_readmes_compare_step_run_twice_under_tox_comes_from_the_cache(
    project: pytest.Pytester, converter: str
) -> None:
    """Step 3 as real tox runs it: tox draws a new ``PYTHONHASHSEED`` each run, which the fork servers pin, so an
    unchanged case file is served from the conversion cache the second time, in every environment it names."""
    command = step(3)
    envs = tox_labels((REPOSITORY / "tox.ini").read_text(encoding="utf-8"))[command[2]]  # tox -m newest
    (project.path / step(1)[1]).write_text(MINE, encoding="utf-8")
    assert project.runpytest("--snapshot-update").ret == 0
    # Each environment runs this Python's harness (installed nowhere else), as README's tox runs the installed one.
    site = next(p for p in sys.path if p.endswith("site-packages"))
    (project.path / "tox.ini").write_text(
        f"[tox]\nenv_list = {','.join(envs)}\nlabels =\n    {command[2]} = {', '.join(envs)}\n\n"
        "[testenv]\nskip_install = true\n"
        f"set_env = PYTHONPATH={site}\ncommands =\n"
        "    python -c \"import os; print('hash seed', os.environ['PYTHONHASHSEED'])\"\n"
        "    python -m pytest {posargs}\n",
        encoding="utf-8",
    )
    environ = tox_environ(VIRTUALENV_OVERRIDE_APP_DATA=str(project.path / "app-data"))
    environ.pop("PYTHONHASHSEED", None)  # as in a user's shell: tox keeps a seed it is given
    runs = [
        subprocess.run(
            [sys.executable, "-m", *command], cwd=project.path, env=environ, capture_output=True, text=True, timeout=300
        )
        for _ in range(2)
    ]
    for ran in runs:
        assert ran.returncode == 0, ran.stdout + ran.stderr
    seeds = [re.findall(r"^hash seed (\d+)$", ran.stdout, re.M) for ran in runs]
    assert seeds[0] and seeds[0] != seeds[1], seeds  # tox drew two seeds: the cache must not depend on them
    summaries = [re.findall(rf"^harness: {converter}: .*", ran.stdout, re.M) for ran in runs]
    assert len(summaries[1]) == len(envs), runs[1].stdout
    assert all("0 cases from the cache" in line for line in summaries[0]), summaries[0]
    assert all("1 cases from the cache" in line for line in summaries[1]), summaries[1]
