"""The converter contract, proved by a converter made only inside a temporary folder (``harness.testing``'s kit):
its entry declares every hook (an ``@case`` option, normalizers, environment, pinned variables, views), and the
whole lifecycle takes it with no change to the harness."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from harness.testing import built_in_project, converter_project, every_command

pytestmark = pytest.mark.subprocess(
    "every command a user types, each in a new process as a shell starts it (the kit's)"
)

ENTRY = """
from harness.converter import CaseOption, Converter, Normalizers

WORDS = CaseOption.names("shout_words", "words", "hey", "words the converter shouts after the case's source")
ENTRY = Converter(
    "shout",
    "harness",
    ("dy2static-harness",),
    "shout.driver",
    title="Shout",
    views="shout.views:VIEWS",
    primary_outputs=(("shout.txt", "Shouted source"),),
    settings=(("volume", "loud"),),
    options=(WORDS,),
    environment=("SHOUT_",),
    pinned=(("SHOUT_PINNED", "yes"),),
    normalizers=Normalizers(
        generated=("shout.normalizers:scratch_files",),
        float_prints=("shout.normalizers:measured",),
        counters=(r"shout_(\\d+)",),
        leaks=(("a measured float", r"measured \\d\\.\\d"),),
    ),
)
"""
NORMALIZERS = r"""
import re

def scratch_files(text):
    return re.sub(r"/\S*/scratch-\w+\.py", "scratch.py", text)

def measured(text):
    return re.sub(r"measured \d+\.\d+", "measured <float values>", text)
"""
DRIVER = """
import inspect
import os
import tempfile

from shout.entry import WORDS

def convert(target, spec):
    words = " ".join(WORDS.of(spec.options))
    scratch = tempfile.mkdtemp()  # a file the converter writes under a random name
    loud = inspect.getsource(target).upper() + (words.upper() + "!\\n" if words else "")
    return {
        "shout.txt": loud,
        "how.txt": (
            f"written to {scratch}/scratch-{os.getpid()}.py as shout_{id(target)}, shout_{id(spec)}, shout_{id(target)}\\n"
            f"measured {os.getpid() / 7:.4f} decibels\\n"
            f"pinned {os.environ.get('SHOUT_PINNED')}, style {os.environ.get('SHOUT_STYLE', 'plain')}\\n"
        ),
    }
"""
VIEWS = """
from harness.views import Views

class ShoutViews(Views):
    def case_options(self, options):
        words = options.get("shout_words", ())
        return f"shouting {', '.join(words)}" if words else ""

    def kinds(self, outputs):
        return {"shouted words": set(outputs.get("shout.txt", "").split())}

VIEWS = ShoutViews()
"""
CASES = """
from harness import case

@case(shout_words=("hey", "you"))
def greet(name):
    return "hello " + name

def add_one(x):
    return x + 1
"""


def test_a_converter_made_in_a_folder_of_its_own_runs_through_every_command(tmp_path: Path) -> None:
    project = converter_project(
        tmp_path, "shout", {"entry.py": ENTRY, "normalizers.py": NORMALIZERS, "driver.py": DRIVER, "views.py": VIEWS}
    )
    assert project.name == "shout"
    project.write("cases/topic.py", CASES)
    ran = every_command(project, "topic.greet")
    stored = project.snapshots()
    baseline = next(path.split("/")[1] for path in stored)
    greet = f"shout/{baseline}/topic/greet"
    assert stored[f"{greet}/shout.txt"].endswith("HEY YOU!\n")  # the case's option reached the driver
    assert stored[f"{greet}/how.txt"] == (  # every normalizer the entry declares, and its pinned variable
        "written to scratch.py as shout_0, shout_1, shout_0\nmeasured <float values> decibels\npinned yes, style plain\n"
    )
    assert "#### shout (harness) — " in ran["show"].stdout and "shouting hey, you" in ran["show"].stdout
    assert "Shout" in ran["matrix"].stdout and "shouted words" in ran["coverage"].stdout
    assert (tmp_path / "site" / "index.html").is_file()
    assert "2 passed" in ran["compare"].stdout


def test_a_variable_of_the_converters_environment_reaches_it_and_review_takes_what_changed(tmp_path: Path) -> None:
    project = converter_project(
        tmp_path, "shout", {"entry.py": ENTRY, "normalizers.py": NORMALIZERS, "driver.py": DRIVER, "views.py": VIEWS}
    )
    project.write("cases/topic.py", CASES)
    assert project.pytest("--snapshot-update").returncode == 0
    styled = project.pytest(environ={"SHOUT_STYLE": "bold"})  # joins the cache key: converted again, and it differs
    assert styled.returncode == 1 and "style bold" in styled.stdout
    assert project.harness("review", "--accept", "topic.*").returncode == 0
    assert project.pytest(environ={"SHOUT_STYLE": "bold"}).returncode == 0
    assert all("style bold" in text for path, text in project.snapshots().items() if path.endswith("how.txt"))


def test_a_keyword_no_converter_reads_breaks_the_case_file(tmp_path: Path) -> None:
    project = converter_project(
        tmp_path, "shout", {"entry.py": ENTRY, "normalizers.py": NORMALIZERS, "driver.py": DRIVER, "views.py": VIEWS}
    )
    project.write("cases/topic.py", "from harness import case\n\n@case(whisper=True)\ndef f(x):\n    return x\n")
    said = project.pytest("--snapshot-update")
    assert said.returncode != 0
    assert "@case(whisper=...) of f: no converter here reads 'whisper'" in said.stdout
    assert not (tmp_path / "snapshots").exists()


def test_a_converter_of_the_standard_library_built_in_by_its_folder_runs_through_every_command(tmp_path: Path) -> None:
    """The built-in ``dis`` converter, which needs no framework, through the kit as a user's project runs it: its
    baseline is named by Python's minor release, its manifest records Python and nothing of a framework."""
    project = built_in_project(tmp_path, "dis")
    project.write(
        "cases/topic.py",
        """
        def loop(n):
            total = 0
            for i in range(n):
                total += [i * 2 for _ in range(1)][0]
            return total
        """,
    )
    ran = every_command(project, "topic.loop")
    python = f"{sys.version_info.major}.{sys.version_info.minor}"
    written = project.snapshots()
    baseline = f"dis/dis-{python}"
    assert sorted(written) == [f"{baseline}/manifest.toml", f"{baseline}/topic/loop/bytecode.txt"], written
    manifest = written[f"{baseline}/manifest.toml"].splitlines()
    assert manifest[1:3] == [f'framework = "dis {python}"', f'python = "{python}"'] and "numpy" not in str(manifest)
    bytecode = written[f"{baseline}/topic/loop/bytecode.txt"]
    assert bytecode.startswith("## loop (from line 1)\n") and "FOR_ITER" in bytecode and "to L" in bytecode
    assert "0x" not in bytecode and str(tmp_path) not in bytecode
    assert "FOR_ITER" in ran["show"].stdout
