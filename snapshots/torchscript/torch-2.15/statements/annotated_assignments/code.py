def annotated_assignments(n: int) -> float:
  big = torch.gt(n, 2)
  if big:
    result = torch.mul(1.5, n)
  else:
    result = 0.
  return result
