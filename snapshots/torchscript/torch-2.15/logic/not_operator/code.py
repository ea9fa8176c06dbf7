def not_operator(flag: bool,
    n: int) -> int:
  if torch.__not__(flag):
    _0 = torch.neg(n)
  else:
    _0 = n
  return _0
