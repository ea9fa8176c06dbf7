"""``python -m harness release``: a new framework release in one command, and the text edits it makes."""
