def forward(self, x):
    randn_like = torch.randn_like(x)
    add = x + randn_like;  x = randn_like = None
    return add
