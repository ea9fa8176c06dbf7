"""README's and the docs' commands run as written: each names a tox environment's Python and parses; a new case gets
every baseline (tox.ini's labels); README links every page of the reference; every guarantee names tests that exist,
and every committed output is an entry of the outputs page."""

from __future__ import annotations

import configparser
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from harness.__main__ import parser
from harness.invocation import harness_command
from harness.project import SETTINGS, with_settings_table
from harness.store.baselines import tox_baselines
from harness.tools.release.command import WITHOUT_TOX
from harness.tools.release.edits import NEWEST_LABEL, SPLIT, newest, tox_labels
from helpers import CONVERTERS, DOCS, README, REPOSITORY

TOX = REPOSITORY / "tox.ini"
COMMAND = re.compile(r"\.tox/(?P<env>[\w-]+)/bin/python -m harness (?P<args>[^`\n#)]*)")
# README and every page of docs/, by their path in the repository.
PAGES = {"README.md": README, **{f"docs/{name}": text for name, text in DOCS.items()}}
LINK = re.compile(r"\]\((?P<target>[^)#\s]*)(?:#(?P<anchor>[^)\s]*))?\)")


def anchors(text: str) -> set[str]:
    """The anchors a Markdown page's headings get, as GitHub makes them: ``## The tox environments`` is
    ``the-tox-environments``."""
    titles = re.findall(r"^#+ (.+)$", re.sub(r"^```.*?^```", "", text, flags=re.M | re.S), re.M)
    return {re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-") for title in titles}


def tox_envs() -> list[str]:
    ini = configparser.ConfigParser(interpolation=None)
    ini.read(TOX, encoding="utf-8")
    return ini.get("tox", "env_list").replace(",", " ").split()


def section(text: str, title: str) -> str:
    """A page's section from its ``## title`` line up to the next ``## `` heading."""
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:] if end < 0 else text[start:end]


@pytest.mark.parametrize("page", PAGES)
def test_every_command_names_a_tox_environment_and_parses(page: str) -> None:
    text = PAGES[page]
    assert not re.search(r"(?<![\w/])python -m harness", text), f"{page}: every command names its Python"
    for command in COMMAND.finditer(text):
        assert command["env"] in tox_envs(), (page, command[0])
        try:
            parser().parse_args(shlex.split(command["args"]))
        except SystemExit as exc:
            pytest.fail(f"{page}'s {command[0]!r} does not parse: exit {exc.code}")


def test_readme_and_the_commands_page_give_every_command() -> None:
    """README's table gives each command once, and docs/commands.md gives them all in full, with their options."""
    commands = {page: [c["args"].split()[0] for c in COMMAND.finditer(text)] for page, text in PAGES.items()}
    everything = {
        "show",
        "review",
        "explore",
        "matrix",
        "diff",
        "coverage",
        "report",
        "init",
        "requirements",
        "release",
        "fuzz",
        "history",
    }
    glance = section(README, "The commands at a glance")
    assert {c["args"].split()[0] for c in COMMAND.finditer(glance)} == everything, glance
    assert set(commands["docs/commands.md"]) == everything and len(commands["docs/commands.md"]) >= 10
    assert sum(map(len, commands.values())) >= 19  # as many as the one README had before the split


def test_readmes_update_and_compare_steps_name_labels_that_are_the_groups_of_env_list() -> None:
    """README's update and compare steps name tox.ini's labels (``release`` edits those, never README): ``baselines``
    is every environment that writes a baseline, ``newest`` each framework's newest release, in env_list's order."""
    text = TOX.read_text(encoding="utf-8")
    envs = tox_envs()
    writers = set(tox_baselines(TOX, CONVERTERS.values()).values())
    frameworks = {converter.framework for converter in CONVERTERS.values() if converter.distributions}
    newest_envs = {newest(text, CONVERTERS.values(), framework).env for framework in frameworks}
    assert tox_labels(text) == {
        "baselines": [env for env in envs if env in writers],
        NEWEST_LABEL: [env for env in envs if env in newest_envs],
    }
    assert "\ntox -m baselines -- --snapshot-update\n" in section(README, "Adding a case")
    assert re.search(r"^tox -m baselines -- --snapshot-update +# 2\. ", README, re.M)
    assert re.search(rf"^tox -m {NEWEST_LABEL} -- cases/mine\.py +# 3\. ", README, re.M)
    assert not re.search(r"tox -e [\w-]+,", README), "a group of environments is a label in README, never a list"


def test_a_newest_environment_split_in_two_runs_the_harness_tests_on_its_pins() -> None:
    """A newest environment above 6 minutes runs its corpus, and ``<newest>-tests`` the harness's tests on its pins
    (written once), each a job of CI's; ``release`` moves the split with the newest's roles."""
    ini = configparser.ConfigParser(interpolation=None)
    ini.read(TOX, encoding="utf-8")
    splits = [env for env in tox_envs() if env.endswith(SPLIT)]
    assert splits, "torch215's job is in two"
    for env in splits:
        newest_env = env.removesuffix(SPLIT)
        assert newest_env in tox_labels(TOX.read_text(encoding="utf-8"))[NEWEST_LABEL], env
        assert ini.get(f"testenv:{env}", "deps") == f"{{[testenv:{newest_env}]deps}}", env
        assert "tests" in ini.get(f"testenv:{env}", "commands") and "coverage" in ini.get(f"testenv:{env}", "commands")
        assert "test_portability.py}" in ini.get(f"testenv:{newest_env}", "commands"), (
            "the corpus, on a stranger's machine"
        )


def test_readme_links_every_page_of_the_reference_and_every_link_and_anchor_resolves() -> None:
    linked = {m["target"] for m in LINK.finditer(README)}
    assert {f"docs/{name}" for name in DOCS} <= linked, "README links every page of docs/"
    written = {page: text for page, text in PAGES.items() if not text.startswith("<!-- Generated")}
    assert len(written) >= 9, written.keys()  # the generated matrix and versions pages quote converters' errors
    for page, text in written.items():
        for link in LINK.finditer(text):
            target = link["target"]
            if re.match(r"\w+://", target):
                continue
            path = (REPOSITORY / page).parent.joinpath(target).resolve() if target else REPOSITORY / page
            assert path.exists(), (page, target)
            if link["anchor"]:
                assert link["anchor"] in anchors(path.read_text(encoding="utf-8")), (page, link[0])


def test_the_docs_name_no_path_of_this_machine() -> None:
    for page, text in PAGES.items():
        assert not re.search(r"(?<![\w.])/(work|root|tmp|home)/", text), page


def entries(text: str, title: str) -> dict[str, str]:
    """A page's ``### `` entries in its ``## title`` section, by heading: each one's text up to the next heading."""
    parts = re.split(r"^### (.+)\n", section(text, title), flags=re.M)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def test_every_guarantee_names_tests_that_exist() -> None:
    """Each promise of docs/guarantees.md is an entry of its own, as pytest's reference gives each setting: a heading,
    the promise, and a ``Proved by:`` line naming test files, and tests in them, that exist: a bare name is in the
    file named before it, and a name ending in ``…`` is the start of one."""
    page = DOCS["guarantees.md"]
    assert not re.search(r"^\| ", page, re.M), "a promise is a ### heading, the promise, then its Proved by: line"
    promises = entries(page, "Each promise and its proof")
    assert len(promises) >= 25, "the promises, each with its tests"
    assert len({anchor for title in promises for anchor in anchors(f"# {title}")}) == len(promises), "one anchor each"
    for title, entry in promises.items():
        proofs = re.findall(r"^Proved by: (.+)$", entry, re.M)
        assert len(proofs) == 1 and "`tests/" in proofs[0], title
        assert entry.strip().index("Proved by: ") > 0, f"{title}: the promise comes before its proof"
        source = ""
        for name in re.findall(r"`([^`]+)`", proofs[0]):
            if name.startswith("tests/"):
                path, _, name = name.partition("::")
                assert (REPOSITORY / path).is_file(), (path, title)
                source = (REPOSITORY / path).read_text(encoding="utf-8")
            if name:
                assert source, (name, title)
                test = re.escape(name.removesuffix("…")) + ("" if name.endswith("…") else r"\b")
                assert re.search(rf"^\s*def {test}", source, re.M), (name, title)


def output_pattern(name: str) -> re.Pattern[str]:
    """A documented output's name as a pattern of file names: ``NN`` is two digits, ``<pass>`` any name
    (``NN_<pass>.py`` is ``05_break_statements.py``)."""
    return re.compile(re.sub(r"<[^>]+>", r"[^/]+", re.escape(name).replace("NN", r"\d\d")))


def test_every_committed_output_is_an_entry_of_the_outputs_page_under_a_converter_that_writes_it() -> None:
    """docs/outputs.md gives each file a case's folder holds an entry: ``### <converters>: `file`, ...`` (or
    ``every converter``), what it is, and a ``Written by:`` line naming the same converters and its format. Every
    file in a committed case folder (``saved/`` as one) is an entry of its converter's or every converter's, and every
    converter an entry names has committed snapshots, so a converter or an output the page leaves out fails here."""
    snapshots = REPOSITORY / "snapshots"
    converters = {folder.name for folder in snapshots.iterdir() if folder.is_dir()}
    documented: dict[str, list[re.Pattern[str]]] = {}
    for title, entry in entries(DOCS["outputs.md"], "The snapshot files").items():
        heading = re.fullmatch(r"(?P<writers>[\w ,]+): (?P<files>`[^`]+`(?:, `[^`]+`)*)", title)
        if not heading:
            assert "Written by:" not in entry, f"{title!r}: an output's heading is '<converters>: `file`, ...'"
            continue
        writers = heading["writers"].split(", ")
        said = re.findall(r"^Written by: (.+?)\. Format: .+\.$", entry, re.M)
        assert said == [", ".join(f"`{w}`" for w in writers) if writers != ["every converter"] else "every converter"]
        assert set(writers) <= converters | {"every converter"}, (title, "names a converter with no snapshots")
        for writer in writers:
            documented.setdefault(writer, []).extend(map(output_pattern, re.findall(r"`([^`]+)`", heading["files"])))
    assert converters <= set(documented), f"converters with no entry: {sorted(converters - set(documented))}"
    undocumented: dict[str, str] = {}  # converter and file name -> the first such file
    for baseline in (folder for converter in sorted(converters) for folder in (snapshots / converter).iterdir()):
        for path in baseline.rglob("*"):
            inside = path.relative_to(baseline).parts
            if not path.is_file() or len(inside) < 3 or path.name.endswith((".new", ".gone")):
                continue
            name = "saved/" if "saved" in inside[:-1] else path.name
            patterns = documented[baseline.parent.name] + documented["every converter"]
            if not any(pattern.fullmatch(name) for pattern in patterns):
                undocumented.setdefault(f"{baseline.parent.name}: {name}", path.relative_to(REPOSITORY).as_posix())
    assert not undocumented, "outputs docs/outputs.md does not give:\n" + "\n".join(
        f"{output} (first: {path})" for output, path in sorted(undocumented.items())
    )


def test_a_printed_hint_runs_as_printed(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.pytest.ini_options]\n")
    places = [tmp_path] + ([REPOSITORY] if Path(sys.executable).is_relative_to(REPOSITORY) else [])
    for place in places:
        hint = harness_command("review", "--list", cwd=place)
        assert hint.startswith(".tox/") == (place == REPOSITORY), hint
        done = subprocess.run(shlex.split(hint), cwd=place, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and done.stdout.startswith("no pending changes"), (hint, done)


def test_the_settings_table_is_made_from_the_declared_settings() -> None:
    """docs/extending.md's settings table is ``harness.project.SETTINGS`` as written, one row each."""
    page = DOCS["extending.md"]
    rewrite = (
        '.tox/harness/bin/python -c "from pathlib import Path; from harness.project import with_settings_table as t;'
        " p = Path('docs/extending.md'); p.write_text(t(p.read_text()))\""
    )
    assert with_settings_table(page) == page, f"the settings table differs from SETTINGS; write it anew: {rewrite}"
    assert all(f"| `{setting.name}` |" in page for setting in SETTINGS)


def test_a_repository_of_your_own_starts_from_the_release_for_each_kind_of_user() -> None:
    """README's first step in a repository of one's own installs the harness's release (the version pyproject.toml
    gives), never a clone of this repository, with an ``init`` line that parses for each of the four kinds of user:
    a model library (reports, preloaded libraries), TensorFlow/Keras, JAX/flax, plain Python across interpreters."""
    text = section(README, "In a repository of your own")
    version = tomllib.loads((REPOSITORY / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    installs = re.findall(r"^\.venv/bin/pip install (\S+)", text, flags=re.M)
    assert f'\nHARNESS="dy2static-harness=={version}"\n' in text and installs.count('"$HARNESS"') == 4, installs
    inits = re.findall(r"^\.venv/bin/python -m harness (init.*)$", text, flags=re.M)
    for line in inits:
        parser().parse_args(shlex.split(line))
    kinds = {"--keep report": "a model library", "autograph": "TensorFlow", "jax": "JAX", "dis": "plain Python"}
    assert all(any(word in line for line in inits) for word in kinds), inits
    assert all(kind.lower() in text.lower() for kind in kinds.values()) and "--preload" in inits[0]


def test_every_git_url_of_the_harness_names_a_full_commit() -> None:
    """pip caches the wheel it builds from a git URL only for a full commit: an example with a short one, a tag or
    a branch clones the repository again on every install. README, the docs and the harness's own messages name
    one (or no git URL at all)."""
    texts = {
        **PAGES,
        **{
            str(p.relative_to(REPOSITORY)): p.read_text(encoding="utf-8")
            for p in (REPOSITORY / "harness").rglob("*.py")
        },
    }
    refs = {(name, m[0]) for name, text in texts.items() for m in re.finditer(r"git\+\S+?\.git@[^\s\"'`]*", text)}
    assert refs, "the doctest of requirement_of gives one"
    assert all(re.search(r"@[0-9a-f]{40}\b", ref) for _, ref in refs), refs


def test_the_upgrade_without_tox_is_the_one_release_says_in_both_pages() -> None:
    """extending.md said to write the baseline with pytest --snapshot-update, upgrades.md to compare and review."""
    for page in ("extending.md", "upgrades.md"):
        text = " ".join(DOCS[page].replace("`", "").split())
        said = WITHOUT_TOX.format(review=".venv/bin/python -m harness review")
        assert said[0].upper() + said[1:] + "." in text, page
