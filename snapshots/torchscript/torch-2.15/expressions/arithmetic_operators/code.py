def arithmetic_operators(a: int,
    b: int) -> Tuple[int, int, int, float]:
  _0 = (torch.floordiv(a, b), torch.remainder(a, b), torch.mul(a, b), torch.div(a, b))
  return _0
