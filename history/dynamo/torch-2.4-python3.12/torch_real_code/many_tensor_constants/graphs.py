# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2]"):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:many_tensor_constants:4 in many_tensor_constants, code: x = x + torch.tensor(i)
        tensor: "i64[]" = torch.tensor(0)
        x: "f32[2]" = l_x_ + tensor;  l_x_ = tensor = None
        tensor_1: "i64[]" = torch.tensor(1)
        x_1: "f32[2]" = x + tensor_1;  x = tensor_1 = None
        tensor_2: "i64[]" = torch.tensor(2)
        x_2: "f32[2]" = x_1 + tensor_2;  x_1 = tensor_2 = None
        tensor_3: "i64[]" = torch.tensor(3)
        x_3: "f32[2]" = x_2 + tensor_3;  x_2 = tensor_3 = None
        tensor_4: "i64[]" = torch.tensor(4)
        x_4: "f32[2]" = x_3 + tensor_4;  x_3 = tensor_4 = None
        tensor_5: "i64[]" = torch.tensor(5)
        x_5: "f32[2]" = x_4 + tensor_5;  x_4 = tensor_5 = None
        tensor_6: "i64[]" = torch.tensor(6)
        x_6: "f32[2]" = x_5 + tensor_6;  x_5 = tensor_6 = None
        tensor_7: "i64[]" = torch.tensor(7)
        x_7: "f32[2]" = x_6 + tensor_7;  x_6 = tensor_7 = None
        tensor_8: "i64[]" = torch.tensor(8)
        x_8: "f32[2]" = x_7 + tensor_8;  x_7 = tensor_8 = None
        tensor_9: "i64[]" = torch.tensor(9)
        x_9: "f32[2]" = x_8 + tensor_9;  x_8 = tensor_9 = None
        tensor_10: "i64[]" = torch.tensor(10)
        x_10: "f32[2]" = x_9 + tensor_10;  x_9 = tensor_10 = None
        tensor_11: "i64[]" = torch.tensor(11)
        x_11: "f32[2]" = x_10 + tensor_11;  x_10 = tensor_11 = None
        tensor_12: "i64[]" = torch.tensor(12)
        x_12: "f32[2]" = x_11 + tensor_12;  x_11 = tensor_12 = None
        tensor_13: "i64[]" = torch.tensor(13)
        x_13: "f32[2]" = x_12 + tensor_13;  x_12 = tensor_13 = None
        tensor_14: "i64[]" = torch.tensor(14)
        x_14: "f32[2]" = x_13 + tensor_14;  x_13 = tensor_14 = None
        tensor_15: "i64[]" = torch.tensor(15)
        x_15: "f32[2]" = x_14 + tensor_15;  x_14 = tensor_15 = None
        tensor_16: "i64[]" = torch.tensor(16)
        x_16: "f32[2]" = x_15 + tensor_16;  x_15 = tensor_16 = None
        tensor_17: "i64[]" = torch.tensor(17)
        x_17: "f32[2]" = x_16 + tensor_17;  x_16 = tensor_17 = None
        tensor_18: "i64[]" = torch.tensor(18)
        x_18: "f32[2]" = x_17 + tensor_18;  x_17 = tensor_18 = None
        tensor_19: "i64[]" = torch.tensor(19)
        x_19: "f32[2]" = x_18 + tensor_19;  x_18 = tensor_19 = None
        tensor_20: "i64[]" = torch.tensor(20)
        x_20: "f32[2]" = x_19 + tensor_20;  x_19 = tensor_20 = None
        tensor_21: "i64[]" = torch.tensor(21)
        x_21: "f32[2]" = x_20 + tensor_21;  x_20 = tensor_21 = None
        tensor_22: "i64[]" = torch.tensor(22)
        x_22: "f32[2]" = x_21 + tensor_22;  x_21 = tensor_22 = None
        tensor_23: "i64[]" = torch.tensor(23)
        x_23: "f32[2]" = x_22 + tensor_23;  x_22 = tensor_23 = None
        tensor_24: "i64[]" = torch.tensor(24)
        x_24: "f32[2]" = x_23 + tensor_24;  x_23 = tensor_24 = None
        tensor_25: "i64[]" = torch.tensor(25)
        x_25: "f32[2]" = x_24 + tensor_25;  x_24 = tensor_25 = None
        tensor_26: "i64[]" = torch.tensor(26)
        x_26: "f32[2]" = x_25 + tensor_26;  x_25 = tensor_26 = None
        tensor_27: "i64[]" = torch.tensor(27)
        x_27: "f32[2]" = x_26 + tensor_27;  x_26 = tensor_27 = None
        tensor_28: "i64[]" = torch.tensor(28)
        x_28: "f32[2]" = x_27 + tensor_28;  x_27 = tensor_28 = None
        tensor_29: "i64[]" = torch.tensor(29)
        x_29: "f32[2]" = x_28 + tensor_29;  x_28 = tensor_29 = None
        tensor_30: "i64[]" = torch.tensor(30)
        x_30: "f32[2]" = x_29 + tensor_30;  x_29 = tensor_30 = None
        tensor_31: "i64[]" = torch.tensor(31)
        x_31: "f32[2]" = x_30 + tensor_31;  x_30 = tensor_31 = None
        tensor_32: "i64[]" = torch.tensor(32)
        x_32: "f32[2]" = x_31 + tensor_32;  x_31 = tensor_32 = None
        tensor_33: "i64[]" = torch.tensor(33)
        x_33: "f32[2]" = x_32 + tensor_33;  x_32 = tensor_33 = None
        tensor_34: "i64[]" = torch.tensor(34)
        x_34: "f32[2]" = x_33 + tensor_34;  x_33 = tensor_34 = None
        tensor_35: "i64[]" = torch.tensor(35)
        x_35: "f32[2]" = x_34 + tensor_35;  x_34 = tensor_35 = None
        tensor_36: "i64[]" = torch.tensor(36)
        x_36: "f32[2]" = x_35 + tensor_36;  x_35 = tensor_36 = None
        tensor_37: "i64[]" = torch.tensor(37)
        x_37: "f32[2]" = x_36 + tensor_37;  x_36 = tensor_37 = None
        tensor_38: "i64[]" = torch.tensor(38)
        x_38: "f32[2]" = x_37 + tensor_38;  x_37 = tensor_38 = None
        tensor_39: "i64[]" = torch.tensor(39)
        x_39: "f32[2]" = x_38 + tensor_39;  x_38 = tensor_39 = None
        tensor_40: "i64[]" = torch.tensor(40)
        x_40: "f32[2]" = x_39 + tensor_40;  x_39 = tensor_40 = None
        tensor_41: "i64[]" = torch.tensor(41)
        x_41: "f32[2]" = x_40 + tensor_41;  x_40 = tensor_41 = None
        tensor_42: "i64[]" = torch.tensor(42)
        x_42: "f32[2]" = x_41 + tensor_42;  x_41 = tensor_42 = None
        tensor_43: "i64[]" = torch.tensor(43)
        x_43: "f32[2]" = x_42 + tensor_43;  x_42 = tensor_43 = None
        tensor_44: "i64[]" = torch.tensor(44)
        x_44: "f32[2]" = x_43 + tensor_44;  x_43 = tensor_44 = None
        tensor_45: "i64[]" = torch.tensor(45)
        x_45: "f32[2]" = x_44 + tensor_45;  x_44 = tensor_45 = None
        tensor_46: "i64[]" = torch.tensor(46)
        x_46: "f32[2]" = x_45 + tensor_46;  x_45 = tensor_46 = None
        tensor_47: "i64[]" = torch.tensor(47)
        x_47: "f32[2]" = x_46 + tensor_47;  x_46 = tensor_47 = None
        tensor_48: "i64[]" = torch.tensor(48)
        x_48: "f32[2]" = x_47 + tensor_48;  x_47 = tensor_48 = None
        tensor_49: "i64[]" = torch.tensor(49)
        x_49: "f32[2]" = x_48 + tensor_49;  x_48 = tensor_49 = None
        tensor_50: "i64[]" = torch.tensor(50)
        x_50: "f32[2]" = x_49 + tensor_50;  x_49 = tensor_50 = None
        tensor_51: "i64[]" = torch.tensor(51)
        x_51: "f32[2]" = x_50 + tensor_51;  x_50 = tensor_51 = None
        tensor_52: "i64[]" = torch.tensor(52)
        x_52: "f32[2]" = x_51 + tensor_52;  x_51 = tensor_52 = None
        tensor_53: "i64[]" = torch.tensor(53)
        x_53: "f32[2]" = x_52 + tensor_53;  x_52 = tensor_53 = None
        tensor_54: "i64[]" = torch.tensor(54)
        x_54: "f32[2]" = x_53 + tensor_54;  x_53 = tensor_54 = None
        tensor_55: "i64[]" = torch.tensor(55)
        x_55: "f32[2]" = x_54 + tensor_55;  x_54 = tensor_55 = None
        tensor_56: "i64[]" = torch.tensor(56)
        x_56: "f32[2]" = x_55 + tensor_56;  x_55 = tensor_56 = None
        tensor_57: "i64[]" = torch.tensor(57)
        x_57: "f32[2]" = x_56 + tensor_57;  x_56 = tensor_57 = None
        tensor_58: "i64[]" = torch.tensor(58)
        x_58: "f32[2]" = x_57 + tensor_58;  x_57 = tensor_58 = None
        tensor_59: "i64[]" = torch.tensor(59)
        x_59: "f32[2]" = x_58 + tensor_59;  x_58 = tensor_59 = None
        tensor_60: "i64[]" = torch.tensor(60)
        x_60: "f32[2]" = x_59 + tensor_60;  x_59 = tensor_60 = None
        tensor_61: "i64[]" = torch.tensor(61)
        x_61: "f32[2]" = x_60 + tensor_61;  x_60 = tensor_61 = None
        tensor_62: "i64[]" = torch.tensor(62)
        x_62: "f32[2]" = x_61 + tensor_62;  x_61 = tensor_62 = None
        tensor_63: "i64[]" = torch.tensor(63)
        x_63: "f32[2]" = x_62 + tensor_63;  x_62 = tensor_63 = None
        tensor_64: "i64[]" = torch.tensor(64)
        x_64: "f32[2]" = x_63 + tensor_64;  x_63 = tensor_64 = None
        tensor_65: "i64[]" = torch.tensor(65)
        x_65: "f32[2]" = x_64 + tensor_65;  x_64 = tensor_65 = None
        tensor_66: "i64[]" = torch.tensor(66)
        x_66: "f32[2]" = x_65 + tensor_66;  x_65 = tensor_66 = None
        tensor_67: "i64[]" = torch.tensor(67)
        x_67: "f32[2]" = x_66 + tensor_67;  x_66 = tensor_67 = None
        tensor_68: "i64[]" = torch.tensor(68)
        x_68: "f32[2]" = x_67 + tensor_68;  x_67 = tensor_68 = None
        tensor_69: "i64[]" = torch.tensor(69)
        x_69: "f32[2]" = x_68 + tensor_69;  x_68 = tensor_69 = None
        tensor_70: "i64[]" = torch.tensor(70)
        x_70: "f32[2]" = x_69 + tensor_70;  x_69 = tensor_70 = None
        tensor_71: "i64[]" = torch.tensor(71)
        x_71: "f32[2]" = x_70 + tensor_71;  x_70 = tensor_71 = None
        tensor_72: "i64[]" = torch.tensor(72)
        x_72: "f32[2]" = x_71 + tensor_72;  x_71 = tensor_72 = None
        tensor_73: "i64[]" = torch.tensor(73)
        x_73: "f32[2]" = x_72 + tensor_73;  x_72 = tensor_73 = None
        tensor_74: "i64[]" = torch.tensor(74)
        x_74: "f32[2]" = x_73 + tensor_74;  x_73 = tensor_74 = None
        tensor_75: "i64[]" = torch.tensor(75)
        x_75: "f32[2]" = x_74 + tensor_75;  x_74 = tensor_75 = None
        tensor_76: "i64[]" = torch.tensor(76)
        x_76: "f32[2]" = x_75 + tensor_76;  x_75 = tensor_76 = None
        tensor_77: "i64[]" = torch.tensor(77)
        x_77: "f32[2]" = x_76 + tensor_77;  x_76 = tensor_77 = None
        tensor_78: "i64[]" = torch.tensor(78)
        x_78: "f32[2]" = x_77 + tensor_78;  x_77 = tensor_78 = None
        tensor_79: "i64[]" = torch.tensor(79)
        x_79: "f32[2]" = x_78 + tensor_79;  x_78 = tensor_79 = None
        tensor_80: "i64[]" = torch.tensor(80)
        x_80: "f32[2]" = x_79 + tensor_80;  x_79 = tensor_80 = None
        tensor_81: "i64[]" = torch.tensor(81)
        x_81: "f32[2]" = x_80 + tensor_81;  x_80 = tensor_81 = None
        tensor_82: "i64[]" = torch.tensor(82)
        x_82: "f32[2]" = x_81 + tensor_82;  x_81 = tensor_82 = None
        tensor_83: "i64[]" = torch.tensor(83)
        x_83: "f32[2]" = x_82 + tensor_83;  x_82 = tensor_83 = None
        tensor_84: "i64[]" = torch.tensor(84)
        x_84: "f32[2]" = x_83 + tensor_84;  x_83 = tensor_84 = None
        tensor_85: "i64[]" = torch.tensor(85)
        x_85: "f32[2]" = x_84 + tensor_85;  x_84 = tensor_85 = None
        tensor_86: "i64[]" = torch.tensor(86)
        x_86: "f32[2]" = x_85 + tensor_86;  x_85 = tensor_86 = None
        tensor_87: "i64[]" = torch.tensor(87)
        x_87: "f32[2]" = x_86 + tensor_87;  x_86 = tensor_87 = None
        tensor_88: "i64[]" = torch.tensor(88)
        x_88: "f32[2]" = x_87 + tensor_88;  x_87 = tensor_88 = None
        tensor_89: "i64[]" = torch.tensor(89)
        x_89: "f32[2]" = x_88 + tensor_89;  x_88 = tensor_89 = None
        tensor_90: "i64[]" = torch.tensor(90)
        x_90: "f32[2]" = x_89 + tensor_90;  x_89 = tensor_90 = None
        tensor_91: "i64[]" = torch.tensor(91)
        x_91: "f32[2]" = x_90 + tensor_91;  x_90 = tensor_91 = None
        tensor_92: "i64[]" = torch.tensor(92)
        x_92: "f32[2]" = x_91 + tensor_92;  x_91 = tensor_92 = None
        tensor_93: "i64[]" = torch.tensor(93)
        x_93: "f32[2]" = x_92 + tensor_93;  x_92 = tensor_93 = None
        tensor_94: "i64[]" = torch.tensor(94)
        x_94: "f32[2]" = x_93 + tensor_94;  x_93 = tensor_94 = None
        tensor_95: "i64[]" = torch.tensor(95)
        x_95: "f32[2]" = x_94 + tensor_95;  x_94 = tensor_95 = None
        tensor_96: "i64[]" = torch.tensor(96)
        x_96: "f32[2]" = x_95 + tensor_96;  x_95 = tensor_96 = None
        tensor_97: "i64[]" = torch.tensor(97)
        x_97: "f32[2]" = x_96 + tensor_97;  x_96 = tensor_97 = None
        tensor_98: "i64[]" = torch.tensor(98)
        x_98: "f32[2]" = x_97 + tensor_98;  x_97 = tensor_98 = None
        tensor_99: "i64[]" = torch.tensor(99)
        x_99: "f32[2]" = x_98 + tensor_99;  x_98 = tensor_99 = None
        tensor_100: "i64[]" = torch.tensor(100)
        x_100: "f32[2]" = x_99 + tensor_100;  x_99 = tensor_100 = None
        tensor_101: "i64[]" = torch.tensor(101)
        x_101: "f32[2]" = x_100 + tensor_101;  x_100 = tensor_101 = None
        tensor_102: "i64[]" = torch.tensor(102)
        x_102: "f32[2]" = x_101 + tensor_102;  x_101 = tensor_102 = None
        tensor_103: "i64[]" = torch.tensor(103)
        x_103: "f32[2]" = x_102 + tensor_103;  x_102 = tensor_103 = None
        tensor_104: "i64[]" = torch.tensor(104)
        x_104: "f32[2]" = x_103 + tensor_104;  x_103 = tensor_104 = None
        tensor_105: "i64[]" = torch.tensor(105)
        x_105: "f32[2]" = x_104 + tensor_105;  x_104 = tensor_105 = None
        tensor_106: "i64[]" = torch.tensor(106)
        x_106: "f32[2]" = x_105 + tensor_106;  x_105 = tensor_106 = None
        tensor_107: "i64[]" = torch.tensor(107)
        x_107: "f32[2]" = x_106 + tensor_107;  x_106 = tensor_107 = None
        tensor_108: "i64[]" = torch.tensor(108)
        x_108: "f32[2]" = x_107 + tensor_108;  x_107 = tensor_108 = None
        tensor_109: "i64[]" = torch.tensor(109)
        x_109: "f32[2]" = x_108 + tensor_109;  x_108 = tensor_109 = None
        tensor_110: "i64[]" = torch.tensor(110)
        x_110: "f32[2]" = x_109 + tensor_110;  x_109 = tensor_110 = None
        tensor_111: "i64[]" = torch.tensor(111)
        x_111: "f32[2]" = x_110 + tensor_111;  x_110 = tensor_111 = None
        tensor_112: "i64[]" = torch.tensor(112)
        x_112: "f32[2]" = x_111 + tensor_112;  x_111 = tensor_112 = None
        tensor_113: "i64[]" = torch.tensor(113)
        x_113: "f32[2]" = x_112 + tensor_113;  x_112 = tensor_113 = None
        tensor_114: "i64[]" = torch.tensor(114)
        x_114: "f32[2]" = x_113 + tensor_114;  x_113 = tensor_114 = None
        tensor_115: "i64[]" = torch.tensor(115)
        x_115: "f32[2]" = x_114 + tensor_115;  x_114 = tensor_115 = None
        tensor_116: "i64[]" = torch.tensor(116)
        x_116: "f32[2]" = x_115 + tensor_116;  x_115 = tensor_116 = None
        tensor_117: "i64[]" = torch.tensor(117)
        x_117: "f32[2]" = x_116 + tensor_117;  x_116 = tensor_117 = None
        tensor_118: "i64[]" = torch.tensor(118)
        x_118: "f32[2]" = x_117 + tensor_118;  x_117 = tensor_118 = None
        tensor_119: "i64[]" = torch.tensor(119)
        x_119: "f32[2]" = x_118 + tensor_119;  x_118 = tensor_119 = None
        tensor_120: "i64[]" = torch.tensor(120)
        x_120: "f32[2]" = x_119 + tensor_120;  x_119 = tensor_120 = None
        tensor_121: "i64[]" = torch.tensor(121)
        x_121: "f32[2]" = x_120 + tensor_121;  x_120 = tensor_121 = None
        tensor_122: "i64[]" = torch.tensor(122)
        x_122: "f32[2]" = x_121 + tensor_122;  x_121 = tensor_122 = None
        tensor_123: "i64[]" = torch.tensor(123)
        x_123: "f32[2]" = x_122 + tensor_123;  x_122 = tensor_123 = None
        tensor_124: "i64[]" = torch.tensor(124)
        x_124: "f32[2]" = x_123 + tensor_124;  x_123 = tensor_124 = None
        tensor_125: "i64[]" = torch.tensor(125)
        x_125: "f32[2]" = x_124 + tensor_125;  x_124 = tensor_125 = None
        tensor_126: "i64[]" = torch.tensor(126)
        x_126: "f32[2]" = x_125 + tensor_126;  x_125 = tensor_126 = None
        tensor_127: "i64[]" = torch.tensor(127)
        x_127: "f32[2]" = x_126 + tensor_127;  x_126 = tensor_127 = None
        tensor_128: "i64[]" = torch.tensor(128)
        x_128: "f32[2]" = x_127 + tensor_128;  x_127 = tensor_128 = None
        tensor_129: "i64[]" = torch.tensor(129)
        x_129: "f32[2]" = x_128 + tensor_129;  x_128 = tensor_129 = None
        tensor_130: "i64[]" = torch.tensor(130)
        x_130: "f32[2]" = x_129 + tensor_130;  x_129 = tensor_130 = None
        tensor_131: "i64[]" = torch.tensor(131)
        x_131: "f32[2]" = x_130 + tensor_131;  x_130 = tensor_131 = None
        tensor_132: "i64[]" = torch.tensor(132)
        x_132: "f32[2]" = x_131 + tensor_132;  x_131 = tensor_132 = None
        tensor_133: "i64[]" = torch.tensor(133)
        x_133: "f32[2]" = x_132 + tensor_133;  x_132 = tensor_133 = None
        tensor_134: "i64[]" = torch.tensor(134)
        x_134: "f32[2]" = x_133 + tensor_134;  x_133 = tensor_134 = None
        tensor_135: "i64[]" = torch.tensor(135)
        x_135: "f32[2]" = x_134 + tensor_135;  x_134 = tensor_135 = None
        tensor_136: "i64[]" = torch.tensor(136)
        x_136: "f32[2]" = x_135 + tensor_136;  x_135 = tensor_136 = None
        tensor_137: "i64[]" = torch.tensor(137)
        x_137: "f32[2]" = x_136 + tensor_137;  x_136 = tensor_137 = None
        tensor_138: "i64[]" = torch.tensor(138)
        x_138: "f32[2]" = x_137 + tensor_138;  x_137 = tensor_138 = None
        tensor_139: "i64[]" = torch.tensor(139)
        x_139: "f32[2]" = x_138 + tensor_139;  x_138 = tensor_139 = None
        tensor_140: "i64[]" = torch.tensor(140)
        x_140: "f32[2]" = x_139 + tensor_140;  x_139 = tensor_140 = None
        tensor_141: "i64[]" = torch.tensor(141)
        x_141: "f32[2]" = x_140 + tensor_141;  x_140 = tensor_141 = None
        tensor_142: "i64[]" = torch.tensor(142)
        x_142: "f32[2]" = x_141 + tensor_142;  x_141 = tensor_142 = None
        tensor_143: "i64[]" = torch.tensor(143)
        x_143: "f32[2]" = x_142 + tensor_143;  x_142 = tensor_143 = None
        tensor_144: "i64[]" = torch.tensor(144)
        x_144: "f32[2]" = x_143 + tensor_144;  x_143 = tensor_144 = None
        tensor_145: "i64[]" = torch.tensor(145)
        x_145: "f32[2]" = x_144 + tensor_145;  x_144 = tensor_145 = None
        tensor_146: "i64[]" = torch.tensor(146)
        x_146: "f32[2]" = x_145 + tensor_146;  x_145 = tensor_146 = None
        tensor_147: "i64[]" = torch.tensor(147)
        x_147: "f32[2]" = x_146 + tensor_147;  x_146 = tensor_147 = None
        tensor_148: "i64[]" = torch.tensor(148)
        x_148: "f32[2]" = x_147 + tensor_148;  x_147 = tensor_148 = None
        tensor_149: "i64[]" = torch.tensor(149)
        x_149: "f32[2]" = x_148 + tensor_149;  x_148 = tensor_149 = None
        tensor_150: "i64[]" = torch.tensor(150)
        x_150: "f32[2]" = x_149 + tensor_150;  x_149 = tensor_150 = None
        tensor_151: "i64[]" = torch.tensor(151)
        x_151: "f32[2]" = x_150 + tensor_151;  x_150 = tensor_151 = None
        tensor_152: "i64[]" = torch.tensor(152)
        x_152: "f32[2]" = x_151 + tensor_152;  x_151 = tensor_152 = None
        tensor_153: "i64[]" = torch.tensor(153)
        x_153: "f32[2]" = x_152 + tensor_153;  x_152 = tensor_153 = None
        tensor_154: "i64[]" = torch.tensor(154)
        x_154: "f32[2]" = x_153 + tensor_154;  x_153 = tensor_154 = None
        tensor_155: "i64[]" = torch.tensor(155)
        x_155: "f32[2]" = x_154 + tensor_155;  x_154 = tensor_155 = None
        tensor_156: "i64[]" = torch.tensor(156)
        x_156: "f32[2]" = x_155 + tensor_156;  x_155 = tensor_156 = None
        tensor_157: "i64[]" = torch.tensor(157)
        x_157: "f32[2]" = x_156 + tensor_157;  x_156 = tensor_157 = None
        tensor_158: "i64[]" = torch.tensor(158)
        x_158: "f32[2]" = x_157 + tensor_158;  x_157 = tensor_158 = None
        tensor_159: "i64[]" = torch.tensor(159)
        x_159: "f32[2]" = x_158 + tensor_159;  x_158 = tensor_159 = None
        tensor_160: "i64[]" = torch.tensor(160)
        x_160: "f32[2]" = x_159 + tensor_160;  x_159 = tensor_160 = None
        tensor_161: "i64[]" = torch.tensor(161)
        x_161: "f32[2]" = x_160 + tensor_161;  x_160 = tensor_161 = None
        tensor_162: "i64[]" = torch.tensor(162)
        x_162: "f32[2]" = x_161 + tensor_162;  x_161 = tensor_162 = None
        tensor_163: "i64[]" = torch.tensor(163)
        x_163: "f32[2]" = x_162 + tensor_163;  x_162 = tensor_163 = None
        tensor_164: "i64[]" = torch.tensor(164)
        x_164: "f32[2]" = x_163 + tensor_164;  x_163 = tensor_164 = None
        tensor_165: "i64[]" = torch.tensor(165)
        x_165: "f32[2]" = x_164 + tensor_165;  x_164 = tensor_165 = None
        tensor_166: "i64[]" = torch.tensor(166)
        x_166: "f32[2]" = x_165 + tensor_166;  x_165 = tensor_166 = None
        tensor_167: "i64[]" = torch.tensor(167)
        x_167: "f32[2]" = x_166 + tensor_167;  x_166 = tensor_167 = None
        tensor_168: "i64[]" = torch.tensor(168)
        x_168: "f32[2]" = x_167 + tensor_168;  x_167 = tensor_168 = None
        tensor_169: "i64[]" = torch.tensor(169)
        x_169: "f32[2]" = x_168 + tensor_169;  x_168 = tensor_169 = None
        tensor_170: "i64[]" = torch.tensor(170)
        x_170: "f32[2]" = x_169 + tensor_170;  x_169 = tensor_170 = None
        tensor_171: "i64[]" = torch.tensor(171)
        x_171: "f32[2]" = x_170 + tensor_171;  x_170 = tensor_171 = None
        tensor_172: "i64[]" = torch.tensor(172)
        x_172: "f32[2]" = x_171 + tensor_172;  x_171 = tensor_172 = None
        tensor_173: "i64[]" = torch.tensor(173)
        x_173: "f32[2]" = x_172 + tensor_173;  x_172 = tensor_173 = None
        tensor_174: "i64[]" = torch.tensor(174)
        x_174: "f32[2]" = x_173 + tensor_174;  x_173 = tensor_174 = None
        tensor_175: "i64[]" = torch.tensor(175)
        x_175: "f32[2]" = x_174 + tensor_175;  x_174 = tensor_175 = None
        tensor_176: "i64[]" = torch.tensor(176)
        x_176: "f32[2]" = x_175 + tensor_176;  x_175 = tensor_176 = None
        tensor_177: "i64[]" = torch.tensor(177)
        x_177: "f32[2]" = x_176 + tensor_177;  x_176 = tensor_177 = None
        tensor_178: "i64[]" = torch.tensor(178)
        x_178: "f32[2]" = x_177 + tensor_178;  x_177 = tensor_178 = None
        tensor_179: "i64[]" = torch.tensor(179)
        x_179: "f32[2]" = x_178 + tensor_179;  x_178 = tensor_179 = None
        tensor_180: "i64[]" = torch.tensor(180)
        x_180: "f32[2]" = x_179 + tensor_180;  x_179 = tensor_180 = None
        tensor_181: "i64[]" = torch.tensor(181)
        x_181: "f32[2]" = x_180 + tensor_181;  x_180 = tensor_181 = None
        tensor_182: "i64[]" = torch.tensor(182)
        x_182: "f32[2]" = x_181 + tensor_182;  x_181 = tensor_182 = None
        tensor_183: "i64[]" = torch.tensor(183)
        x_183: "f32[2]" = x_182 + tensor_183;  x_182 = tensor_183 = None
        tensor_184: "i64[]" = torch.tensor(184)
        x_184: "f32[2]" = x_183 + tensor_184;  x_183 = tensor_184 = None
        tensor_185: "i64[]" = torch.tensor(185)
        x_185: "f32[2]" = x_184 + tensor_185;  x_184 = tensor_185 = None
        tensor_186: "i64[]" = torch.tensor(186)
        x_186: "f32[2]" = x_185 + tensor_186;  x_185 = tensor_186 = None
        tensor_187: "i64[]" = torch.tensor(187)
        x_187: "f32[2]" = x_186 + tensor_187;  x_186 = tensor_187 = None
        tensor_188: "i64[]" = torch.tensor(188)
        x_188: "f32[2]" = x_187 + tensor_188;  x_187 = tensor_188 = None
        tensor_189: "i64[]" = torch.tensor(189)
        x_189: "f32[2]" = x_188 + tensor_189;  x_188 = tensor_189 = None
        tensor_190: "i64[]" = torch.tensor(190)
        x_190: "f32[2]" = x_189 + tensor_190;  x_189 = tensor_190 = None
        tensor_191: "i64[]" = torch.tensor(191)
        x_191: "f32[2]" = x_190 + tensor_191;  x_190 = tensor_191 = None
        tensor_192: "i64[]" = torch.tensor(192)
        x_192: "f32[2]" = x_191 + tensor_192;  x_191 = tensor_192 = None
        tensor_193: "i64[]" = torch.tensor(193)
        x_193: "f32[2]" = x_192 + tensor_193;  x_192 = tensor_193 = None
        tensor_194: "i64[]" = torch.tensor(194)
        x_194: "f32[2]" = x_193 + tensor_194;  x_193 = tensor_194 = None
        tensor_195: "i64[]" = torch.tensor(195)
        x_195: "f32[2]" = x_194 + tensor_195;  x_194 = tensor_195 = None
        tensor_196: "i64[]" = torch.tensor(196)
        x_196: "f32[2]" = x_195 + tensor_196;  x_195 = tensor_196 = None
        tensor_197: "i64[]" = torch.tensor(197)
        x_197: "f32[2]" = x_196 + tensor_197;  x_196 = tensor_197 = None
        tensor_198: "i64[]" = torch.tensor(198)
        x_198: "f32[2]" = x_197 + tensor_198;  x_197 = tensor_198 = None
        tensor_199: "i64[]" = torch.tensor(199)
        x_199: "f32[2]" = x_198 + tensor_199;  x_198 = tensor_199 = None
        tensor_200: "i64[]" = torch.tensor(200)
        x_200: "f32[2]" = x_199 + tensor_200;  x_199 = tensor_200 = None
        tensor_201: "i64[]" = torch.tensor(201)
        x_201: "f32[2]" = x_200 + tensor_201;  x_200 = tensor_201 = None
        tensor_202: "i64[]" = torch.tensor(202)
        x_202: "f32[2]" = x_201 + tensor_202;  x_201 = tensor_202 = None
        tensor_203: "i64[]" = torch.tensor(203)
        x_203: "f32[2]" = x_202 + tensor_203;  x_202 = tensor_203 = None
        tensor_204: "i64[]" = torch.tensor(204)
        x_204: "f32[2]" = x_203 + tensor_204;  x_203 = tensor_204 = None
        tensor_205: "i64[]" = torch.tensor(205)
        x_205: "f32[2]" = x_204 + tensor_205;  x_204 = tensor_205 = None
        tensor_206: "i64[]" = torch.tensor(206)
        x_206: "f32[2]" = x_205 + tensor_206;  x_205 = tensor_206 = None
        tensor_207: "i64[]" = torch.tensor(207)
        x_207: "f32[2]" = x_206 + tensor_207;  x_206 = tensor_207 = None
        tensor_208: "i64[]" = torch.tensor(208)
        x_208: "f32[2]" = x_207 + tensor_208;  x_207 = tensor_208 = None
        tensor_209: "i64[]" = torch.tensor(209)
        x_209: "f32[2]" = x_208 + tensor_209;  x_208 = tensor_209 = None
        tensor_210: "i64[]" = torch.tensor(210)
        x_210: "f32[2]" = x_209 + tensor_210;  x_209 = tensor_210 = None
        tensor_211: "i64[]" = torch.tensor(211)
        x_211: "f32[2]" = x_210 + tensor_211;  x_210 = tensor_211 = None
        tensor_212: "i64[]" = torch.tensor(212)
        x_212: "f32[2]" = x_211 + tensor_212;  x_211 = tensor_212 = None
        tensor_213: "i64[]" = torch.tensor(213)
        x_213: "f32[2]" = x_212 + tensor_213;  x_212 = tensor_213 = None
        tensor_214: "i64[]" = torch.tensor(214)
        x_214: "f32[2]" = x_213 + tensor_214;  x_213 = tensor_214 = None
        tensor_215: "i64[]" = torch.tensor(215)
        x_215: "f32[2]" = x_214 + tensor_215;  x_214 = tensor_215 = None
        tensor_216: "i64[]" = torch.tensor(216)
        x_216: "f32[2]" = x_215 + tensor_216;  x_215 = tensor_216 = None
        tensor_217: "i64[]" = torch.tensor(217)
        x_217: "f32[2]" = x_216 + tensor_217;  x_216 = tensor_217 = None
        tensor_218: "i64[]" = torch.tensor(218)
        x_218: "f32[2]" = x_217 + tensor_218;  x_217 = tensor_218 = None
        tensor_219: "i64[]" = torch.tensor(219)
        x_219: "f32[2]" = x_218 + tensor_219;  x_218 = tensor_219 = None
        tensor_220: "i64[]" = torch.tensor(220)
        x_220: "f32[2]" = x_219 + tensor_220;  x_219 = tensor_220 = None
        tensor_221: "i64[]" = torch.tensor(221)
        x_221: "f32[2]" = x_220 + tensor_221;  x_220 = tensor_221 = None
        tensor_222: "i64[]" = torch.tensor(222)
        x_222: "f32[2]" = x_221 + tensor_222;  x_221 = tensor_222 = None
        tensor_223: "i64[]" = torch.tensor(223)
        x_223: "f32[2]" = x_222 + tensor_223;  x_222 = tensor_223 = None
        tensor_224: "i64[]" = torch.tensor(224)
        x_224: "f32[2]" = x_223 + tensor_224;  x_223 = tensor_224 = None
        tensor_225: "i64[]" = torch.tensor(225)
        x_225: "f32[2]" = x_224 + tensor_225;  x_224 = tensor_225 = None
        tensor_226: "i64[]" = torch.tensor(226)
        x_226: "f32[2]" = x_225 + tensor_226;  x_225 = tensor_226 = None
        tensor_227: "i64[]" = torch.tensor(227)
        x_227: "f32[2]" = x_226 + tensor_227;  x_226 = tensor_227 = None
        tensor_228: "i64[]" = torch.tensor(228)
        x_228: "f32[2]" = x_227 + tensor_228;  x_227 = tensor_228 = None
        tensor_229: "i64[]" = torch.tensor(229)
        x_229: "f32[2]" = x_228 + tensor_229;  x_228 = tensor_229 = None
        tensor_230: "i64[]" = torch.tensor(230)
        x_230: "f32[2]" = x_229 + tensor_230;  x_229 = tensor_230 = None
        tensor_231: "i64[]" = torch.tensor(231)
        x_231: "f32[2]" = x_230 + tensor_231;  x_230 = tensor_231 = None
        tensor_232: "i64[]" = torch.tensor(232)
        x_232: "f32[2]" = x_231 + tensor_232;  x_231 = tensor_232 = None
        tensor_233: "i64[]" = torch.tensor(233)
        x_233: "f32[2]" = x_232 + tensor_233;  x_232 = tensor_233 = None
        tensor_234: "i64[]" = torch.tensor(234)
        x_234: "f32[2]" = x_233 + tensor_234;  x_233 = tensor_234 = None
        tensor_235: "i64[]" = torch.tensor(235)
        x_235: "f32[2]" = x_234 + tensor_235;  x_234 = tensor_235 = None
        tensor_236: "i64[]" = torch.tensor(236)
        x_236: "f32[2]" = x_235 + tensor_236;  x_235 = tensor_236 = None
        tensor_237: "i64[]" = torch.tensor(237)
        x_237: "f32[2]" = x_236 + tensor_237;  x_236 = tensor_237 = None
        tensor_238: "i64[]" = torch.tensor(238)
        x_238: "f32[2]" = x_237 + tensor_238;  x_237 = tensor_238 = None
        tensor_239: "i64[]" = torch.tensor(239)
        x_239: "f32[2]" = x_238 + tensor_239;  x_238 = tensor_239 = None
        tensor_240: "i64[]" = torch.tensor(240)
        x_240: "f32[2]" = x_239 + tensor_240;  x_239 = tensor_240 = None
        tensor_241: "i64[]" = torch.tensor(241)
        x_241: "f32[2]" = x_240 + tensor_241;  x_240 = tensor_241 = None
        tensor_242: "i64[]" = torch.tensor(242)
        x_242: "f32[2]" = x_241 + tensor_242;  x_241 = tensor_242 = None
        tensor_243: "i64[]" = torch.tensor(243)
        x_243: "f32[2]" = x_242 + tensor_243;  x_242 = tensor_243 = None
        tensor_244: "i64[]" = torch.tensor(244)
        x_244: "f32[2]" = x_243 + tensor_244;  x_243 = tensor_244 = None
        tensor_245: "i64[]" = torch.tensor(245)
        x_245: "f32[2]" = x_244 + tensor_245;  x_244 = tensor_245 = None
        tensor_246: "i64[]" = torch.tensor(246)
        x_246: "f32[2]" = x_245 + tensor_246;  x_245 = tensor_246 = None
        tensor_247: "i64[]" = torch.tensor(247)
        x_247: "f32[2]" = x_246 + tensor_247;  x_246 = tensor_247 = None
        tensor_248: "i64[]" = torch.tensor(248)
        x_248: "f32[2]" = x_247 + tensor_248;  x_247 = tensor_248 = None
        tensor_249: "i64[]" = torch.tensor(249)
        x_249: "f32[2]" = x_248 + tensor_249;  x_248 = tensor_249 = None
        tensor_250: "i64[]" = torch.tensor(250)
        x_250: "f32[2]" = x_249 + tensor_250;  x_249 = tensor_250 = None
        tensor_251: "i64[]" = torch.tensor(251)
        x_251: "f32[2]" = x_250 + tensor_251;  x_250 = tensor_251 = None
        tensor_252: "i64[]" = torch.tensor(252)
        x_252: "f32[2]" = x_251 + tensor_252;  x_251 = tensor_252 = None
        tensor_253: "i64[]" = torch.tensor(253)
        x_253: "f32[2]" = x_252 + tensor_253;  x_252 = tensor_253 = None
        tensor_254: "i64[]" = torch.tensor(254)
        x_254: "f32[2]" = x_253 + tensor_254;  x_253 = tensor_254 = None
        tensor_255: "i64[]" = torch.tensor(255)
        x_255: "f32[2]" = x_254 + tensor_255;  x_254 = tensor_255 = None
        tensor_256: "i64[]" = torch.tensor(256)
        x_256: "f32[2]" = x_255 + tensor_256;  x_255 = tensor_256 = None
        tensor_257: "i64[]" = torch.tensor(257)
        x_257: "f32[2]" = x_256 + tensor_257;  x_256 = tensor_257 = None
        tensor_258: "i64[]" = torch.tensor(258)
        x_258: "f32[2]" = x_257 + tensor_258;  x_257 = tensor_258 = None
        tensor_259: "i64[]" = torch.tensor(259)
        x_259: "f32[2]" = x_258 + tensor_259;  x_258 = tensor_259 = None
        tensor_260: "i64[]" = torch.tensor(260)
        x_260: "f32[2]" = x_259 + tensor_260;  x_259 = tensor_260 = None
        tensor_261: "i64[]" = torch.tensor(261)
        x_261: "f32[2]" = x_260 + tensor_261;  x_260 = tensor_261 = None
        tensor_262: "i64[]" = torch.tensor(262)
        x_262: "f32[2]" = x_261 + tensor_262;  x_261 = tensor_262 = None
        tensor_263: "i64[]" = torch.tensor(263)
        x_263: "f32[2]" = x_262 + tensor_263;  x_262 = tensor_263 = None
        tensor_264: "i64[]" = torch.tensor(264)
        x_264: "f32[2]" = x_263 + tensor_264;  x_263 = tensor_264 = None
        tensor_265: "i64[]" = torch.tensor(265)
        x_265: "f32[2]" = x_264 + tensor_265;  x_264 = tensor_265 = None
        tensor_266: "i64[]" = torch.tensor(266)
        x_266: "f32[2]" = x_265 + tensor_266;  x_265 = tensor_266 = None
        tensor_267: "i64[]" = torch.tensor(267)
        x_267: "f32[2]" = x_266 + tensor_267;  x_266 = tensor_267 = None
        tensor_268: "i64[]" = torch.tensor(268)
        x_268: "f32[2]" = x_267 + tensor_268;  x_267 = tensor_268 = None
        tensor_269: "i64[]" = torch.tensor(269)
        x_269: "f32[2]" = x_268 + tensor_269;  x_268 = tensor_269 = None
        tensor_270: "i64[]" = torch.tensor(270)
        x_270: "f32[2]" = x_269 + tensor_270;  x_269 = tensor_270 = None
        tensor_271: "i64[]" = torch.tensor(271)
        x_271: "f32[2]" = x_270 + tensor_271;  x_270 = tensor_271 = None
        tensor_272: "i64[]" = torch.tensor(272)
        x_272: "f32[2]" = x_271 + tensor_272;  x_271 = tensor_272 = None
        tensor_273: "i64[]" = torch.tensor(273)
        x_273: "f32[2]" = x_272 + tensor_273;  x_272 = tensor_273 = None
        tensor_274: "i64[]" = torch.tensor(274)
        x_274: "f32[2]" = x_273 + tensor_274;  x_273 = tensor_274 = None
        tensor_275: "i64[]" = torch.tensor(275)
        x_275: "f32[2]" = x_274 + tensor_275;  x_274 = tensor_275 = None
        tensor_276: "i64[]" = torch.tensor(276)
        x_276: "f32[2]" = x_275 + tensor_276;  x_275 = tensor_276 = None
        tensor_277: "i64[]" = torch.tensor(277)
        x_277: "f32[2]" = x_276 + tensor_277;  x_276 = tensor_277 = None
        tensor_278: "i64[]" = torch.tensor(278)
        x_278: "f32[2]" = x_277 + tensor_278;  x_277 = tensor_278 = None
        tensor_279: "i64[]" = torch.tensor(279)
        x_279: "f32[2]" = x_278 + tensor_279;  x_278 = tensor_279 = None
        tensor_280: "i64[]" = torch.tensor(280)
        x_280: "f32[2]" = x_279 + tensor_280;  x_279 = tensor_280 = None
        tensor_281: "i64[]" = torch.tensor(281)
        x_281: "f32[2]" = x_280 + tensor_281;  x_280 = tensor_281 = None
        tensor_282: "i64[]" = torch.tensor(282)
        x_282: "f32[2]" = x_281 + tensor_282;  x_281 = tensor_282 = None
        tensor_283: "i64[]" = torch.tensor(283)
        x_283: "f32[2]" = x_282 + tensor_283;  x_282 = tensor_283 = None
        tensor_284: "i64[]" = torch.tensor(284)
        x_284: "f32[2]" = x_283 + tensor_284;  x_283 = tensor_284 = None
        tensor_285: "i64[]" = torch.tensor(285)
        x_285: "f32[2]" = x_284 + tensor_285;  x_284 = tensor_285 = None
        tensor_286: "i64[]" = torch.tensor(286)
        x_286: "f32[2]" = x_285 + tensor_286;  x_285 = tensor_286 = None
        tensor_287: "i64[]" = torch.tensor(287)
        x_287: "f32[2]" = x_286 + tensor_287;  x_286 = tensor_287 = None
        tensor_288: "i64[]" = torch.tensor(288)
        x_288: "f32[2]" = x_287 + tensor_288;  x_287 = tensor_288 = None
        tensor_289: "i64[]" = torch.tensor(289)
        x_289: "f32[2]" = x_288 + tensor_289;  x_288 = tensor_289 = None
        tensor_290: "i64[]" = torch.tensor(290)
        x_290: "f32[2]" = x_289 + tensor_290;  x_289 = tensor_290 = None
        tensor_291: "i64[]" = torch.tensor(291)
        x_291: "f32[2]" = x_290 + tensor_291;  x_290 = tensor_291 = None
        tensor_292: "i64[]" = torch.tensor(292)
        x_292: "f32[2]" = x_291 + tensor_292;  x_291 = tensor_292 = None
        tensor_293: "i64[]" = torch.tensor(293)
        x_293: "f32[2]" = x_292 + tensor_293;  x_292 = tensor_293 = None
        tensor_294: "i64[]" = torch.tensor(294)
        x_294: "f32[2]" = x_293 + tensor_294;  x_293 = tensor_294 = None
        tensor_295: "i64[]" = torch.tensor(295)
        x_295: "f32[2]" = x_294 + tensor_295;  x_294 = tensor_295 = None
        tensor_296: "i64[]" = torch.tensor(296)
        x_296: "f32[2]" = x_295 + tensor_296;  x_295 = tensor_296 = None
        tensor_297: "i64[]" = torch.tensor(297)
        x_297: "f32[2]" = x_296 + tensor_297;  x_296 = tensor_297 = None
        tensor_298: "i64[]" = torch.tensor(298)
        x_298: "f32[2]" = x_297 + tensor_298;  x_297 = tensor_298 = None
        tensor_299: "i64[]" = torch.tensor(299)
        x_299: "f32[2]" = x_298 + tensor_299;  x_298 = tensor_299 = None
        return (x_299,)
