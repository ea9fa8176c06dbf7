"""``breaks.txt``: Dynamo's graph breaks, one numbered entry each, written from its graph-break log and read back.

Snapshot rule: the break reasons Dynamo gives, with the case's own constants, as Python prints them.
"""

from __future__ import annotations

import re

# One message of Dynamo's graph-break log (TORCH_LOGS=graph_breaks): every break, also one before which no graph was captured.
_BREAK = re.compile(
    r"^Graph break (?P<again>\(user stack suppressed due to duplicate graph break\) )?in user code at (?P<where>[^\n]*)\n"
    r"Graph Break Reason: (?P<reason>.*?)(?:\nUser code traceback:.*)?$",
    re.S,
)


def break_lines(number: int, message: str) -> list[str]:
    """One logged graph break: its number and kind (``again`` when Dynamo met it before), where, the rest of the reason.

    >>> print("\\n".join(break_lines(1, "Graph break in user code at /c/x.py:5\\nGraph Break Reason: Data-dependent branching\\n"
    ...                                   "  Hint: use torch.cond\\n\\nUser code traceback:\\n  File ...")))
    1. Data-dependent branching
       at /c/x.py:5
         Hint: use torch.cond
    >>> break_lines(2, "Graph Break Reason: Encountered graph break when attempting to trace CALL:\\n\\nFailed to trace print")[0]
    '2. Graph Break Reason: Encountered graph break when attempting to trace CALL:'
    >>> break_lines(2, "Graph break in user code at /c/x.py:5\\nGraph Break Reason: Encountered graph break when attempting"
    ...               " to trace CALL:\\n\\nFailed to trace print")[:3]
    ['2. Failed to trace print', '   at /c/x.py:5', '   Encountered graph break when attempting to trace CALL:']
    >>> break_lines(3, "Graph break (user stack suppressed due to duplicate graph break) in user code at /c/x.py:5\\n"
    ...               "Graph Break Reason: Failed to trace print")
    ['3. Failed to trace print (again)', '   at /c/x.py:5']
    """
    match = _BREAK.match(message)
    where, reason = (match["where"], match["reason"]) if match else (None, message)
    lines = reason.strip().splitlines() or [""]
    # The kind of break, not the "Encountered graph break when attempting to trace CALL" that may wrap it.
    heads = [i for i, line in enumerate(lines) if line[:1].strip() and not line.startswith("Encountered graph break")]
    first = lines.pop(heads[0] if heads else 0) + (" (again)" if match and match["again"] else "")
    return [f"{number}. {first}", *([f"   at {where}"] if where else []), *(f"   {line}".rstrip() for line in lines)]


def render(graphs: int, messages: list[str]) -> str:
    """The number of graphs and of breaks, then each break's reason and where it happened.

    >>> print(render(2, ["Graph break in user code at /c/x.py:5\\nGraph Break Reason: Data-dependent branching\\n"]), end="")
    graphs: 2
    graph breaks: 1
    <BLANKLINE>
    1. Data-dependent branching
       at /c/x.py:5
    """
    lines = [f"graphs: {graphs}", f"graph breaks: {len(messages)}"]
    for number, message in enumerate(messages, start=1):
        lines += ["", *break_lines(number, message)]
    return "\n".join(lines) + "\n"


_COUNT = re.compile(r"^graph breaks: (\d+)$", re.M)


def count(text: str) -> int:
    """The number of graph breaks a ``breaks.txt`` records (0 without one).

    >>> count("graphs: 2\\ngraph breaks: 1\\n\\n1. Failed to trace builtin operator\\n"), count("")
    (1, 0)
    """
    match = _COUNT.search(text)
    return int(match[1]) if match else 0


# Dynamo's title for a break it could not resume from; the break it met is the first line of the body.
UNHANDLED = "Failed to handle graph break gracefully."
_NUMBERED = re.compile(r"^\d+\. (?P<title>.+)\n(?P<body>(?:(?:   .*)?\n)*)", re.M)


def sites(breaks: str) -> list[tuple[str, str]]:
    """Each graph break of Dynamo's ``breaks.txt``, in order, as its kind and where in the user's code it happened
    (empty when unsaid); for a break Dynamo could not handle, the break it met.

    >>> sites("graph breaks: 2\\n\\n1. Data dependent operator\\n   at m.py:f:3\\n2. Data dependent operator (again)\\n")
    [('Data dependent operator', 'm.py:f:3'), ('Data dependent operator', '')]
    >>> sites("1. Failed to handle graph break gracefully. Skipping the function and falling back to eager."
    ...       " Graph break encountered:\\n   at x\\n\\n   Observed exception\\n     Explanation: ...\\n")
    [('Observed exception', 'x')]
    """
    found_sites = []
    for found in _NUMBERED.finditer(breaks):
        title = found["title"].removesuffix(" (again)")
        body = found["body"].splitlines()
        if title.startswith(UNHANDLED):
            met = [line[3:] for line in body if line[3:4].strip() and not line.startswith("   at ")]
            title = met[0] if met else title
        where = next((line.removeprefix("   at ") for line in body if line.startswith("   at ")), "")
        found_sites.append((title, where))
    return found_sites


def kinds(breaks: str) -> set[str]:
    """The kinds of graph break in Dynamo's ``breaks.txt``, repeats once.

    >>> sorted(kinds("graph breaks: 2\\n\\n1. Data dependent operator\\n   at x\\n2. Data dependent operator (again)\\n"))
    ['Data dependent operator']
    """
    return {kind for kind, _ in sites(breaks)}


_GRAPHS = re.compile(r"^graphs: (\d+)$", re.M)


def graphs(text: str) -> int:
    """The number of graphs a ``breaks.txt`` says Dynamo captured.

    >>> graphs("graphs: 2\\ngraph breaks: 1\\n"), graphs("")
    (2, 0)
    """
    match = _GRAPHS.search(text)
    return int(match[1]) if match else 0
