def int_modulo_assign(n: int) -> float:
  return torch.fmod(n, 7)
