def augmented_assignment(n: int) -> int:
  x = torch.add(n, 3)
  x0 = torch.mul(x, 2)
  return torch.sub(x0, 1)
