def if_on_float_compare(x: float,
    limit: float) -> float:
  if torch.ge(x, limit):
    x0 = limit
  else:
    x0 = x
  return x0
