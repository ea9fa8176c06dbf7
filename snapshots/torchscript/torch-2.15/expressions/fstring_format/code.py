def fstring_format(n: int) -> str:
  _0 = torch.format("n={}, twice={}", n, torch.mul(n, 2))
  return _0
