def __len__(self) -> int:
  return 2
