def conditional_expression_assigned_twice(n: int) -> int:
  if torch.eq(torch.remainder(n, 2), 0):
    half = torch.floordiv(n, 2)
  else:
    half = torch.floordiv(torch.add(n, 1), 2)
  if torch.gt(half, 2):
    sign = 1
  else:
    sign = -1
  return torch.mul(half, sign)
