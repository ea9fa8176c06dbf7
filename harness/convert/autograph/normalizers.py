"""What AutoGraph declares of its outputs (``Normalizers``): its generated module's random name, and TensorFlow's
prints of computed floats."""

from __future__ import annotations

import re

from harness.converter import Normalizers
from harness.normalize.text import FLOAT_MARK, FLOAT_VALUES, HIDDEN, NAME_RUN, NUMBER, masked_reprs

_GENERATED_FRAME = re.compile(r'File "[^"]*__autograph_generated_file\w*\.py", line \d+')
_GENERATED_NAME = re.compile(r"__autograph_generated_file\w*\.py(?::\d+(?::\d+)?)?")
_GENERATED_IN = re.compile(r"""[^\s"'<>()]*/""" + _GENERATED_NAME.pattern)


def generated_files(text: str) -> str:
    """AutoGraph's generated module, which it writes under a random name in a temporary folder, by one stable name.

    Like library code, it keeps its function but not its line.

    >>> generated_files('File "/tmp/r-1.json.tmp/__autograph_generated_filen8wmg24o.py", line 12, in tf__f')
    'File "__autograph_generated_file.py", in tf__f'
    >>> generated_files("at /tmp/x/__autograph_generated_filewmhemhic.py:12:4")
    'at __autograph_generated_file.py'
    """
    if "__autograph_generated_file" not in text:  # every output of every converter passes here: most have none
        return text
    text = _GENERATED_FRAME.sub('File "__autograph_generated_file.py"', text)
    out, at = [], 0
    while at < len(text):
        end = NAME_RUN.match(text, at).end()  # type: ignore[union-attr]  # a run matches, if only empty
        if end == at:  # a character no name holds
            out.append(text[at])
            at += 1
            continue
        # From here, with its folder (one pass over the run); else the name alone, first where it is in the run:
        # from a later start in the run the folder would find no more, so the run is read a bounded number of times.
        match = _GENERATED_IN.match(text, at, end) or _GENERATED_NAME.search(text, at, end)
        if match is None:
            out.append(text[at:end])
            at = end
        else:
            out += [text[at : match.start()], "__autograph_generated_file.py"]
            at = match.end()
    return "".join(out)


_REPR = re.compile(rf"(?<![\w.])(?P<head>tf\.Tensor\(|numpy=)(?P<body>\[[-+\d.eE\s,\[\]naif]*\]|{NUMBER})", re.I)
# TensorFlow's asserts print their data: in a graph `[x (Softmax:0) = ] [0.119 0.16]`, eagerly `First 3 elements of x:\n[0.1 0.2]`.
_DATA = re.compile(r"(?P<head>= \] |First \d+ elements of \w+:\n)\[(?P<body>[-+\d.eE\s naif]*)\]", re.I)


def float_prints(text: str) -> str:
    """Hide the values TensorFlow prints of a floating tensor: its reprs, and the data its asserts print.

    >>> float_prints("tf.Tensor(0.25, shape=(), dtype=float32) <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1.5, 2.], dtype=float32)>")
    'tf.Tensor(<float values>, shape=(), dtype=float32) <tf.Tensor: shape=(2,), dtype=float32, numpy=array([1.5, 2.], dtype=float32)>'
    >>> float_prints("assertion failed: [p] [x (Softmax:0) = ] [0.119054623 0.160706922] [n (n:0) = ] [3 4]")
    'assertion failed: [p] [x (Softmax:0) = ] [<float values>] [n (n:0) = ] [3 4]'
    >>> float_prints("First 2 elements of x:\\n[0.11905462 0.7202384 ]")
    'First 2 elements of x:\\n[<float values>]'
    """
    text = masked_reprs(_REPR, text)
    return _DATA.sub(lambda m: f"{m['head']}[{HIDDEN}]" if FLOAT_MARK.search(m["body"]) else m[0], text)


NORMALIZERS = Normalizers(
    generated=(f"{__name__}:generated_files",),
    float_prints=(f"{__name__}:float_prints",),
    leaks=(
        (
            "a floating tensor's values",
            r"(?<![\w.])tf\.Tensor\(" + FLOAT_VALUES + r"|numpy=[\[\s]*[-+]?\d*\.\d",
        ),
        ("a floating tensor's printed values", r"(?:= \] |First \d+ elements of \w+:\n)\[[-+\d\s]*\d?\.\d"),
    ),
)
