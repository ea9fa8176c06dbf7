"""``python -m harness explore``: a static site of the corpus, and its pages."""
