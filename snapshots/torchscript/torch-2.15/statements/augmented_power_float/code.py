def augmented_power_float(x: float) -> float:
  y = torch.pow(x, 2.)
  return torch.div(y, 3.)
