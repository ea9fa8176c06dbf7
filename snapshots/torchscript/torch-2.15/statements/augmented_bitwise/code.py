def augmented_bitwise(n: int) -> int:
  x = torch.__or__(n, 1)
  x0 = torch.__and__(x, 14)
  x1 = torch.__xor__(x0, 3)
  x2 = torch.__lshift__(x1, 2)
  return torch.__rshift__(x2, 1)
