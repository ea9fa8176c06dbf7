"""The commands over the golden files (``python -m harness ...``); nothing in the pipeline imports them."""
