"""The corpus: which files are case files, what cases they hold (read, never imported), and how a case is named."""
