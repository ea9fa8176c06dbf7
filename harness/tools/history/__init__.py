"""``python -m harness history``: the release history read (a case, a converter, the page, the replay check) and built."""
