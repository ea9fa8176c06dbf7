"""The library's models and the ones it builds on, each untrained, tiny and seeded: what every converter makes of them."""

import timm
import torch
import torchvision
from transformers import BertConfig, BertModel, MixtralConfig
from transformers.models.mixtral.modeling_mixtral import MixtralSparseMoeBlock

from harness import case
from zoo.gpt import GPT, GPTConfig


@case(factory=True, inputs=lambda: (torch.arange(8).reshape(1, 8) % 64,))
def nano_gpt():
    """nanoGPT's GPT (2 layers, 2 heads, 32 wide), in eval mode: logits for the last position."""
    torch.manual_seed(0)
    config = GPTConfig(block_size=16, vocab_size=64, n_layer=2, n_head=2, n_embd=32, dropout=0.0, bias=True)
    return GPT(config).eval()


@case(factory=True, inputs=lambda: (torch.linspace(-1, 1, 2 * 4 * 16).reshape(2, 4, 16),))
def mixtral_moe_block():
    """transformers' Mixtral sparse mixture-of-experts block: 4 experts, 2 chosen per token."""
    torch.manual_seed(0)
    config = MixtralConfig(hidden_size=16, intermediate_size=32, num_local_experts=4, num_experts_per_tok=2)
    block = MixtralSparseMoeBlock(config).eval()
    for parameter in block.parameters():  # transformers leaves the experts' weights uninitialised (torch.empty)
        torch.nn.init.normal_(parameter, std=0.2)
    return block


@case(factory=True, inputs=lambda: (torch.ones(1, 3, 64, 64),))
def mobilenet_v3_small():
    """torchvision's MobileNetV3-Small, in eval mode."""
    torch.manual_seed(0)
    return torchvision.models.mobilenet_v3_small(num_classes=10).eval()


@case(factory=True, inputs=lambda: (torch.arange(12).reshape(2, 6) % 30,))
def tiny_bert():
    """transformers' BertModel from a config (2 layers, 2 heads, 32 wide), in eval mode."""
    torch.manual_seed(0)
    config = BertConfig(
        vocab_size=30, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64,
        max_position_embeddings=16, attn_implementation="eager",
    )
    return BertModel(config).eval()


@case(factory=True, inputs=lambda: (torch.ones(1, 3, 32, 32),))
def tiny_vit():
    """timm's VisionTransformer from its arguments (patch 8, 2 blocks, 2 heads, 32 wide), in eval mode."""
    torch.manual_seed(0)
    return timm.models.vision_transformer.VisionTransformer(
        img_size=32, patch_size=8, num_classes=10, embed_dim=32, depth=2, num_heads=2
    ).eval()
