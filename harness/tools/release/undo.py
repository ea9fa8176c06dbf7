"""What ``release`` may change, kept as it was so that a run that fails, or is stopped, puts every file back."""

from __future__ import annotations

import shutil
from collections.abc import Iterable, Mapping
from pathlib import Path


def put_back(files: Mapping[Path, bytes | None]) -> None:
    """Put each file back as it was (its bytes), or remove it where it was not there (None)."""
    for path, content in files.items():
        if content is None:
            path.unlink(missing_ok=True)
        else:
            path.write_bytes(content)


class Kept:
    """Files and folders as they were, copied into ``into`` (a folder of its own): ``restore`` puts each back,
    and removes each that was not there."""

    def __init__(self, files: Iterable[Path], folders: Iterable[Path], into: Path) -> None:
        self.files = {path: path.read_bytes() if path.is_file() else None for path in files}
        self.folders: dict[Path, Path | None] = {}
        for number, folder in enumerate(dict.fromkeys(folders)):
            copy = into / str(number) / folder.name
            if folder.is_dir():
                shutil.copytree(folder, copy, symlinks=True)
            self.folders[folder] = copy if folder.is_dir() else None

    def copy_of(self, folder: Path) -> Path | None:
        """The copy of a kept folder as it was, or None when there was none."""
        return self.folders.get(folder)

    def restore(self) -> None:
        """Put every kept file and folder back as it was."""
        put_back(self.files)
        for folder, copy in self.folders.items():
            if folder.is_dir() and not folder.is_symlink():
                shutil.rmtree(folder)
            elif folder.exists() or folder.is_symlink():
                folder.unlink()
            if copy is not None:
                shutil.copytree(copy, folder, symlinks=True)
