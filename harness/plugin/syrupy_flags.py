"""syrupy's command-line flags that do not apply to case snapshots, so that a run says so instead of ignoring them.

The harness honours the others: ``--snapshot-update``, ``--snapshot-update-new-only``, ``--snapshot-warn-unused``
(stale case folders never fail a run), ``--snapshot-disable-unused`` (they are not looked for),
``--snapshot-no-cleanup`` (an update keeps them), ``--snapshot-details`` (their files are listed) and
``--snapshot-no-colors``.
"""

from __future__ import annotations

from typing import Any

# option dest: (flag, default, why it does not apply)
NOT_APPLICABLE = {
    "default_extension": ("--snapshot-default-extension", None, "each output is a text file of its own"),
    "snapshot_dirname": ("--snapshot-dirname", "__snapshots__", "case snapshots live in harness_snapshots"),
    "ignore_file_extensions": ("--snapshot-ignore-file-extensions", None, "case folders hold only outputs"),
    "snapshot_declaration_order": ("--snapshot-declaration-order", False, "each output is a file of its own"),
    "diff_mode": ("--snapshot-diff-mode", "detailed", "a case failure always shows unified diffs"),
    "patch_pycharm_diff": ("--snapshot-patch-pycharm-diff", False, "a case failure always shows unified diffs"),
}


def not_applicable(option: Any) -> list[str]:
    """A line for each flag given that does not apply to case snapshots (it still applies to other snapshot tests).

    >>> from types import SimpleNamespace
    >>> not_applicable(SimpleNamespace(snapshot_dirname="snaps", default_extension=None))
    ['--snapshot-dirname does not apply to case snapshots: case snapshots live in harness_snapshots']
    """
    lines = []
    for dest, (flag, default, why) in NOT_APPLICABLE.items():
        value = getattr(option, dest, default)
        if value != default and str(value) != str(default):
            lines.append(f"{flag} does not apply to case snapshots: {why}")
    return lines
