"""A small model library: nanoGPT's GPT, kept as its author wrote it."""
