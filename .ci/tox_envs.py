"""The tox environments CI runs after ``lint``, one job each: tox.ini's ``env_list`` as a JSON list (ci.yml's matrix)."""

from __future__ import annotations

import configparser
import json
import sys
from pathlib import Path


def environments(tox_ini: Path) -> list[str]:
    """tox.ini's ``env_list`` in its order, ``lint`` left out: it runs first, in a job of its own."""
    config = configparser.ConfigParser(interpolation=None)
    config.read(tox_ini, encoding="utf-8")
    names = [name.strip() for name in config["tox"]["env_list"].replace("\n", ",").split(",")]
    return [name for name in names if name and name != "lint"]


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent
    print(json.dumps(environments(root / "tox.ini")))
