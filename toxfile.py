"""tox's inline plugin: on CI, or when asked, remove each environment once it has run, so the disk holds one framework at a time."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from tox.plugin import impl
from tox.tox_env.api import ToxEnv
from tox.tox_env.runner import RunToxEnv

DISCARD_VARIABLE = "HARNESS_DISCARD_ENVS"


def discards_environments(environ: os._Environ[str] | dict[str, str]) -> bool:
    """Whether environments are removed after their run: with ``CI`` set (a CI machine never reuses one) or when asked.

    >>> discards_environments({}), discards_environments({"CI": "true"}), discards_environments({DISCARD_VARIABLE: "1"})
    (False, True, True)
    """
    return bool(environ.get("CI") or environ.get(DISCARD_VARIABLE))


def size_of(folder: Path) -> int:
    """Bytes of the regular files under ``folder``, links not followed."""
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def readable(size: int) -> str:
    """A size in GB, or in MB below a tenth of a GB.

    >>> readable(4_412_000_000), readable(36_200_000)
    ('4.4 GB', '36 MB')
    """
    return f"{size / 1e9:.1f} GB" if size >= 1e8 else f"{size / 1e6:.0f} MB"


@impl
def tox_env_teardown(tox_env: ToxEnv) -> None:
    """The framework environments take 1.6 to 5.8 GB each and about 19 GB together; one at a time fits a small disk."""
    if not isinstance(tox_env, RunToxEnv) or not discards_environments(os.environ):
        return
    folder = Path(tox_env.env_dir)
    if not folder.is_dir():
        return
    size = size_of(folder)
    shutil.rmtree(folder, ignore_errors=True)
    reason = "CI is set" if os.environ.get("CI") else f"{DISCARD_VARIABLE} is set"
    print(f"{tox_env.name}: removed {folder.name}/ ({readable(size)}) after its run, as {reason}", flush=True)
